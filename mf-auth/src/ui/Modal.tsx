import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n';
import './account.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs for lists (history, batch). */
  size?: 'small' | 'large';
  /** An extra line under the title. */
  subtitle?: ReactNode;
}

/**
 * An accessible dialog: role="dialog" with aria-modal, labelled by its title; focus moves in on open, Tab
 * stays inside, Escape and the backdrop close it, and focus returns to where it was.
 */
export function Modal({ title, onClose, children, size = 'small', subtitle }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const node = panel.current;
    const first = node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const [head, tail] = [items[0], items[items.length - 1]];
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous && document.contains(previous)) previous.focus();
    };
  }, []);

  return createPortal(
    <div
      className="acct-backdrop"
      data-area="mf-auth"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={panel} className={`acct-modal acct-modal-${size}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        {/* A <div>, not a <header>: the dialog sits outside the page's landmarks, where a header is a second banner. */}
        <div className="acct-modal-head">
          <div>
            <h2 id={titleId} className="acct-modal-title">
              {title}
            </h2>
            {subtitle ? <p className="acct-modal-subtitle muted">{subtitle}</p> : null}
          </div>
          <button type="button" className="acct-close" aria-label={t('ac.modal.close')} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="acct-modal-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
