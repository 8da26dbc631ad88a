import { useEffect } from 'react';
import { isSiteLanguage } from '@dl/contract';
import { changeLanguage, onLanguageChosen, pageLanguage, useAppSelector } from '@dl/shared-config';
import { useUpdateProfileMutation } from '../api/profileApi';

/**
 * The signed-in user's language decides the page's (issue #24): when a user signs in or the session is restored, and
 * when the profile is saved with another language, the page switches to the profile's language if it is in another
 * one: every app's texts at once, and the `lang` cookie, so that the server renders the next pages in it. Only a
 * change of the profile's language acts. The other way round, a language the signed-in user chooses in the language
 * menu is saved into the profile, so that it stays theirs on every device.
 */
export function useProfileLanguage(): void {
  const signedIn = useAppSelector((s) => Boolean(s.session.user));
  const language = useAppSelector((s) => s.session.user?.profile?.language);
  const [updateProfile] = useUpdateProfileMutation();
  useEffect(() => {
    if (isSiteLanguage(language) && language !== pageLanguage()) void changeLanguage(language);
  }, [language]);
  useEffect(() => {
    if (!signedIn) return undefined;
    return onLanguageChosen((chosen) => {
      // A profile that cannot be saved now keeps its language; the page stays in the chosen one.
      if (chosen !== language) updateProfile({ language: chosen }).unwrap().catch(() => undefined);
    });
  }, [signedIn, language, updateProfile]);
}
