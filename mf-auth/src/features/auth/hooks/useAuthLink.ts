import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readAuthLink, stripAuthLink, type AuthLink } from '../../../rules';

/**
 * Email links (`?auth=verify-email&token=…`, `?auth=reset-password&token=…`) on any page: hand the mode and
 * token to `onLink`, then remove both parameters from the address bar.
 */
export function useAuthLink(onLink: (link: AuthLink) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const link = readAuthLink(location.search);
    if (!link) return;
    onLink(link);
    navigate({ pathname: location.pathname, search: stripAuthLink(location.search), hash: location.hash }, { replace: true, state: location.state });
  }, [location, navigate, onLink]);
}
