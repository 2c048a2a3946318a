import { dialogsAtom, getEnv, useSdkValue } from '@toolhub/sdk';
import { Button } from '../Button/Button';
import { useT } from '../core-messages';
import { NoticeDialog } from '../NoticeDialog/NoticeDialog';
import { Dialog } from './Dialog';

/**
 * Shows the requests of `dialog()` / `alertDialog()` (the sdk's dialogsAtom). A cancel
 * button appears only when the request names one; closing counts as cancel. A notice (every
 * `alertDialog`, the error catalogue's alerts among them) is the spec's notice dialog.
 */
export function DialogHost() {
  const dialogs = useSdkValue(dialogsAtom);
  const t = useT();
  return dialogs.map((request) =>
    request.notice ? (
      <NoticeDialog key={request.id} open variant={getEnv().isPC ? 'pc' : 'mobile'} title={request.title} onClose={() => request.resolve(true)}>
        {request.message}
      </NoticeDialog>
    ) : (
      <Dialog
        key={request.id}
        open
        title={request.title}
        onClose={() => request.resolve(false)}
        // An answer is asked for: a stray tap on the mask gives none, unless the request says so.
        closeOnMask={request.closeOnMask ?? false}
        footer={
          <>
            {request.cancelText && (
              <Button variant="outline" onClick={() => request.resolve(false)}>
                {request.cancelText}
              </Button>
            )}
            <Button data-autofocus onClick={() => request.resolve(true)}>
              {request.confirmText ?? t('confirm')}
            </Button>
          </>
        }
      >
        {request.message}
      </Dialog>
    ),
  );
}
