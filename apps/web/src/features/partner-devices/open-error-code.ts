import { useLocation, useNavigate, useSearchParams } from 'react-router';

const PARAM = 'error_code';

/**
 * Which error code is open, kept in the URL: a link to it can be shared, and the phone's back
 * button closes it instead of leaving the screen.
 */
export function useOpenErrorCode() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = params.get(PARAM);
  const openId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  return {
    openId,
    open(id: number) {
      const next = new URLSearchParams(params);
      next.set(PARAM, String(id));
      setParams(next, { state: { openedHere: true } });
    },
    close() {
      if ((location.state as { openedHere?: boolean } | null)?.openedHere) {
        navigate(-1);
        return;
      }
      const next = new URLSearchParams(params);
      next.delete(PARAM);
      setParams(next, { replace: true });
    },
  };
}
