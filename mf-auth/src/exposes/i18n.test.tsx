/**
 * The account area in other languages (issue #24): the sign-in modal, the profile, the history and the user menu
 * translated, the rules' English messages shown in the page's language, and the signed-in user's language deciding
 * the page's (on sign-in, on session restore, and when the profile is saved with another language).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageFromCookie } from '@dl/contract';
import { CLIPBOARD_MESSAGES, changeLanguage, chooseLanguage, makeStore } from '@dl/shared-config';
import { fakeServer, json, renderWithProviders } from '@dl/shared-config/testing';
import AccountMenu from './AccountMenu';
import { AuthModal } from '../features/auth/components/AuthModal';
import { ProfileModal } from '../features/profile/components/ProfileModal';
import { HistoryModal } from '../features/history/components/HistoryModal';
import { historyItem, makeUser, signedIn, stateWith } from '../testing/fixtures';
import { messages as english } from '../locales/en';
import {
  AUTH_FALLBACKS,
  AUTH_SUCCESS,
  AUTH_VALIDATION,
  BATCH_MESSAGES,
  HISTORY_MESSAGES,
  HISTORY_SORT_LABELS,
  HISTORY_STATUS_LABELS,
  PROFILE_MESSAGES,
  PROFILE_VALIDATION,
  RESET_TOKEN_REQUIRED,
  THEME_OPTIONS,
  TIMEZONE_OPTIONS,
  VIDEO_QUALITY_OPTIONS,
  dailyLimitLabel,
  tierLabel,
} from '../rules';

beforeEach(() => localStorage.clear());
afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => changeLanguage('en'));
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

const dialogTitle = () => screen.getByRole('dialog').querySelector('h2')?.textContent;
const menuItems = () => within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent);

describe('the English texts of the rules', () => {
  it('are each in the catalog word for word, so that they show in the page language', () => {
    const known = new Set<unknown>(Object.values(english).map((m) => (Array.isArray(m) && m.length === 1 ? m[0] : m)));
    const texts = [
      ...Object.values(AUTH_VALIDATION),
      ...Object.values(AUTH_FALLBACKS).filter((text) => typeof text === 'string'),
      AUTH_FALLBACKS.login('network'),
      AUTH_FALLBACKS.register('network'),
      ...Object.values(AUTH_SUCCESS),
      ...Object.values(PROFILE_VALIDATION),
      ...Object.values(PROFILE_MESSAGES),
      // Less the clipboard's texts, which are the shared catalog's.
      ...Object.values(HISTORY_MESSAGES).filter((text) => text !== CLIPBOARD_MESSAGES.copied && text !== CLIPBOARD_MESSAGES.failed),
      RESET_TOKEN_REQUIRED,
      BATCH_MESSAGES.noLinks,
      ...Object.values(HISTORY_STATUS_LABELS),
      ...Object.values(HISTORY_SORT_LABELS),
      ...THEME_OPTIONS.map((o) => o.label),
      ...TIMEZONE_OPTIONS.filter((o) => o.value !== 'UTC').map((o) => o.label),
      VIDEO_QUALITY_OPTIONS.find((o) => o.value === 'auto')!.label,
      tierLabel('free'),
      dailyLimitLabel(null),
    ];
    expect(texts.filter((text) => !known.has(text))).toEqual([]);
  });
});

describe('the sign-in modal', () => {
  it('in Spanish: title, fields, buttons and the validation and failure messages', async () => {
    await act(() => changeLanguage('es'));
    fakeServer({ 'POST /api/auth/login': () => json({}, 500) });
    const user = userEvent.setup();
    renderWithProviders(<AuthModal initialMode="login" onClose={jest.fn()} />, { preloadedState: stateWith() });
    expect(dialogTitle()).toBe('Inicia sesión en tu cuenta');
    expect(screen.getByText('Hola de nuevo: tu historial y tus preferencias te esperan.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Recordarme')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Introduce un correo electrónico válido.');

    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    // A fallback that carries the status keeps it.
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudo iniciar sesión (500)');

    await user.click(screen.getByRole('button', { name: 'Regístrate' }));
    expect(dialogTitle()).toBe('Crea tu cuenta gratuita');
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument();
  });

  it('in Japanese: the register form and the password rules', async () => {
    await act(() => changeLanguage('ja'));
    fakeServer({});
    const user = userEvent.setup();
    renderWithProviders(<AuthModal initialMode="register" onClose={jest.fn()} />, { preloadedState: stateWith() });
    expect(dialogTitle()).toBe('無料アカウントを作成');
    await user.type(screen.getByLabelText('メールアドレス'), 'ana@example.com');
    await user.type(screen.getByLabelText('パスワード'), 'abcdefg1');
    await user.type(screen.getByLabelText('パスワード（確認）'), 'abcdefg1');
    await user.click(screen.getByRole('button', { name: 'アカウントを作成' }));
    expect(screen.getByRole('alert')).toHaveTextContent('パスワードには大文字を1文字以上含めてください');
  });
});

describe('the profile', () => {
  it('in Arabic, right to left: tabs, labels, options and messages; each language keeps its own name', async () => {
    await act(() => changeLanguage('ar'));
    expect(document.documentElement.dir).toBe('rtl');
    fakeServer({});
    const user = userEvent.setup();
    renderWithProviders(<ProfileModal user={makeUser()} onClose={jest.fn()} />, { preloadedState: signedIn() });
    expect(dialogTitle()).toBe('الملف الشخصي والإعدادات');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['الملف الشخصي', 'التفضيلات', 'الأمان', 'مفاتيح API']);
    expect(screen.getByLabelText('الاسم المعروض')).toHaveValue('Ana Lima');
    const zones = within(screen.getByLabelText('المنطقة الزمنية')).getAllByRole('option').map((o) => o.textContent);
    expect(zones).toContain('اليابان (طوكيو)');
    const languages = within(screen.getByLabelText('اللغة')).getAllByRole('option').map((o) => o.textContent);
    expect(languages).toEqual(['English', 'Español', 'Français', 'Deutsch', 'Italiano', 'Português', 'Русский', '日本語', '한국어', '中文', 'العربية', 'हिन्दी']);

    await user.click(screen.getByRole('tab', { name: 'التفضيلات' }));
    const themes = within(screen.getByLabelText('المظهر')).getAllByRole('option').map((o) => o.textContent);
    expect(themes).toEqual(['فاتح', 'داكن', 'تلقائي (حسب النظام)']);
    expect(within(screen.getByLabelText('جودة الفيديو الافتراضية')).getByRole('option', { name: '720p (HD)' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'الأمان' }));
    await user.type(screen.getByLabelText('كلمة المرور الحالية'), 'Old-pass1');
    await user.type(screen.getByLabelText('كلمة المرور الجديدة'), 'short');
    await user.type(screen.getByLabelText('تأكيد كلمة المرور الجديدة'), 'short');
    await user.click(screen.getByRole('button', { name: 'تغيير كلمة المرور' }));
    expect(screen.getByRole('alert')).toHaveTextContent('يجب ألا يقل طول كلمة المرور عن 8 أحرف');
  });
});

describe('the history', () => {
  it('in Russian: plural count, filters, status and actions', async () => {
    await act(() => changeLanguage('ru'));
    fakeServer({ 'GET /api/auth/download-history': () => json({ history: [historyItem()], page: 1, pages: 3, total: 45 }) });
    renderWithProviders(<HistoryModal onClose={jest.fn()} />, { preloadedState: signedIn() });
    const row = (await screen.findByText('Big Buck Bunny')).closest('li')!;
    expect(dialogTitle()).toBe('История загрузок');
    expect(screen.getByText('45 загрузок')).toBeInTheDocument();
    expect(within(row).getByText('Завершено')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Скачать' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Копировать URL' })).toBeInTheDocument();
    expect(screen.getByText('Страница 1 из 3')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Сортировка')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Дата', 'Название', 'Платформа', 'Размер']);
  });
});

describe("the signed-in user's language decides the page's", () => {
  it('saving the profile in Spanish switches the menu to Spanish and remembers it in the lang cookie', async () => {
    fakeServer({ 'PUT /api/auth/profile': (req) => json({ profile: req.body }) });
    const user = userEvent.setup();
    renderWithProviders(<AccountMenu />, { preloadedState: signedIn(makeUser()) });
    await user.click(await screen.findByRole('button', { name: /Ana Lima/ }));
    expect(menuItems()).toEqual(['Profile & Settings', 'Download History', 'Batch download', 'Upgrade Plan', 'Sign Out']);
    await user.click(screen.getByRole('menuitem', { name: 'Profile & Settings' }));
    await screen.findByRole('dialog');
    // Nothing switches before the profile is saved.
    expect(languageFromCookie(document.cookie)).toBeNull();

    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Perfil actualizado correctamente')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
    expect(languageFromCookie(document.cookie)).toBe('es');
    expect(document.documentElement.lang).toBe('es');

    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await user.click(await screen.findByRole('button', { name: /Ana Lima/ }));
    expect(menuItems()).toEqual(['Perfil y ajustes', 'Historial de descargas', 'Descarga por lotes', 'Mejorar plan', 'Cerrar sesión']);
    expect(within(screen.getByRole('menu')).getByText('Descargas de hoy: 2 / 10')).toBeInTheDocument();
    expect(within(screen.getByRole('menu')).getByText('Gratis')).toBeInTheDocument();
  });

  it('a restored session puts the page in the profile language', async () => {
    localStorage.setItem('access_token', 'stored-access');
    const ana = makeUser();
    fakeServer({ 'GET /api/auth/me': () => json({ user: { ...ana, profile: { ...ana.profile, language: 'ja' } } }) });
    renderWithProviders(<AccountMenu />, { store: makeStore({ domain: stateWith().domain }) });
    await waitFor(() => expect(languageFromCookie(document.cookie)).toBe('ja'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Ana Lima/ }));
    expect(menuItems()).toEqual(['プロフィールと設定', 'ダウンロード履歴', '一括ダウンロード', 'プランをアップグレード', 'ログアウト']);
  });

  it('signing in puts the page in the profile language', async () => {
    const ana = makeUser();
    fakeServer({ 'POST /api/auth/login': () => json({ user: { ...ana, profile: { ...ana.profile, language: 'de' } }, access_token: 'a', refresh_token: 'r' }) });
    const user = userEvent.setup();
    renderWithProviders(<AccountMenu />, { preloadedState: stateWith() });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Sie sind angemeldet. Willkommen zurück!')).toBeInTheDocument();
    expect(languageFromCookie(document.cookie)).toBe('de');
  });

  it("a language chosen in the menu is saved into a signed-in user's profile, and a visitor's is not sent anywhere", async () => {
    const seen = fakeServer({ 'PUT /api/auth/profile': (req) => json({ profile: { ...makeUser().profile, ...(req.body as object) } }) });
    const { unmount } = renderWithProviders(<AccountMenu />, { preloadedState: signedIn(makeUser()) });
    await screen.findByRole('button', { name: /Ana Lima/ });
    await act(() => chooseLanguage('fr'));
    await waitFor(() => expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(seen.find((r) => r.method === 'PUT')!.body).toEqual({ language: 'fr' });
    // The saved profile's language is the page's: nothing switches back.
    await waitFor(() => expect(screen.getByRole('button', { name: /Ana Lima/ })).toBeInTheDocument());
    expect(document.documentElement.lang).toBe('fr');
    unmount();

    renderWithProviders(<AccountMenu />, { preloadedState: stateWith() });
    await act(() => chooseLanguage('it'));
    expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it('a profile in the page language changes nothing', async () => {
    fakeServer({});
    renderWithProviders(<AccountMenu />, { preloadedState: signedIn(makeUser()) });
    expect(await screen.findByRole('button', { name: /Ana Lima/ })).toBeInTheDocument();
    expect(languageFromCookie(document.cookie)).toBeNull();
    expect(document.documentElement.lang).not.toBe('de');
  });
});
