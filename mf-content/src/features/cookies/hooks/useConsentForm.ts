import { useState } from 'react';
import { readConsent, writeConsent, type ConsentChoice } from '@dl/shared-config';

export interface ConsentDraft {
  analytics: boolean;
  advertising: boolean;
}

/**
 * The cookie settings form: starts from the stored choice (everything optional off when none was made yet),
 * and saves through writeConsent so the shell applies it at once.
 */
export function useConsentForm() {
  const [saved, setSaved] = useState<ConsentChoice | null>(() => readConsent());
  const [draft, setDraft] = useState<ConsentDraft>(() => ({ analytics: saved?.analytics ?? false, advertising: saved?.advertising ?? false }));
  const [justSaved, setJustSaved] = useState(false);

  const save = (choice: ConsentDraft) => {
    setDraft(choice);
    setSaved(writeConsent(choice));
    setJustSaved(true);
  };

  return {
    draft,
    saved,
    justSaved,
    setCategory: (key: keyof ConsentDraft, value: boolean) => {
      setDraft((d) => ({ ...d, [key]: value }));
      setJustSaved(false);
    },
    save: () => save(draft),
    acceptAll: () => save({ analytics: true, advertising: true }),
    rejectAll: () => save({ analytics: false, advertising: false }),
  };
}
