/** Fluent Toaster fed from UiStore's queue: success teal, error red, warning amber, info white; 3000 ms. */
import { useEffect } from 'react';
import { reaction } from 'mobx';
import { Toast, ToastBody, ToastTitle, Toaster, makeStyles, mergeClasses, useId, useToastController } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';
import type { ToastMessage, ToastVariant } from '../stores/UiStore';
import { apiMessageKey } from '../api/errors';
import { LogoMark } from '../components/Logo';
import { toastColours } from '../components/theme';
import { withFluentScope } from '../components/FluentScope';

const colourStyle = (variant: ToastVariant) => ({
  backgroundColor: toastColours[variant].background,
  color: toastColours[variant].foreground,
  '& .fui-ToastTitle, & .fui-ToastBody, & .fui-ToastTitle__media': { color: toastColours[variant].foreground },
});

const useStyles = makeStyles({
  base: { minWidth: '280px', boxShadow: '0 8px 24px rgba(30, 27, 75, 0.18)' },
  success: colourStyle('success'),
  error: colourStyle('error'),
  warning: colourStyle('warning'),
  info: colourStyle('info'),
  // A toast that opens a page (a notification): its title is the button.
  open: {
    background: 'none',
    border: 'none',
    padding: 0,
    margin: 0,
    font: 'inherit',
    color: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    ':focus-visible': { outline: '2px solid currentColor', outlineOffset: '2px', borderRadius: '2px' },
  },
});

function ShellToast({ toast, dismiss }: { toast: ToastMessage; dismiss: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const key = apiMessageKey(toast.message);
  const message = key ? t(key) : toast.message;
  const title = toast.title ?? message;
  const onClick = toast.onClick;
  return (
    <Toast className={mergeClasses(styles.base, styles[toast.variant])}>
      <ToastTitle media={toast.withLogo ? <LogoMark size={20} /> : undefined}>
        {onClick ? (
          <button
            type="button"
            className={styles.open}
            data-testid="toast-open"
            onClick={() => {
              onClick();
              dismiss();
            }}
          >
            {title}
          </button>
        ) : (
          title
        )}
      </ToastTitle>
      {toast.title && <ToastBody>{message}</ToastBody>}
    </Toast>
  );
}

export function ShellToaster() {
  const { ui } = useStores();
  const toasterId = useId('shell-toaster');
  const { dispatchToast, dismissToast } = useToastController(toasterId);

  useEffect(
    () =>
      reaction(
        () => ui.toasts.length,
        (length) => {
          if (length === 0) return;
          for (const toast of ui.takeToasts()) {
            dispatchToast(<ShellToast toast={toast} dismiss={() => dismissToast(`toast-${toast.id}`)} />, {
              intent: toast.variant,
              timeout: toast.timeoutMs,
              toastId: `toast-${toast.id}`,
              politeness: toast.variant === 'error' ? 'assertive' : 'polite',
            });
          }
        },
        { fireImmediately: true },
      ),
    [ui, dispatchToast, dismissToast],
  );

  return <Toaster toasterId={toasterId} position="top-end" offset={{ vertical: 72 }} pauseOnHover pauseOnWindowBlur />;
}

/** Inside its own FluentScope: the toaster renders beside the pages, outside theirs. */
export default withFluentScope(ShellToaster);
