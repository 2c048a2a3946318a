import { ensureCompliance } from '@toolhub/sdk';
import { Button, FilePreview, IMAGE_ACCEPT, UploadBox } from '@toolhub/ui';
import type { Picture } from '../../shared/use-picture';
import { useT } from './messages';

/** The picture to put behind the person: chosen and uploaded like the photo, shown small once chosen. */
export function BackgroundPicker({ background, label }: { background: Picture; label: string }) {
  const t = useT();
  const chosen = background.picture;
  return (
    <div role="group" aria-label={label}>
      {chosen ? (
        <FilePreview
          name={chosen.file.name}
          size={chosen.file.size}
          src={chosen.preview.url}
          meta={chosen.upload.phase === 'failed' ? chosen.upload.error : undefined}
          actions={
            chosen.upload.phase === 'failed' ? (
              <Button variant="text" size="sm" onClick={background.retry}>
                {t('chooseBackground')}
              </Button>
            ) : undefined
          }
          onRemove={background.clear}
        />
      ) : (
        <UploadBox accept={IMAGE_ACCEPT} maxSize={background.maxBytes} limits={background.limits} busy={background.preparing} beforeSelect={() => ensureCompliance()} onReject={background.refuse} onFiles={([file]) => void background.choose(file)} />
      )}
      {background.refusal && <p role="alert">{background.refusal}</p>}
    </div>
  );
}
