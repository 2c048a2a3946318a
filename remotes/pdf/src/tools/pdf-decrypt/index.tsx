import { REQ_TYPES, type PdfDecryptInput, type ToolMeta } from '@toolhub/contracts';
import { useEffect, useRef, useState } from 'react';
import { useT as useFamilyT } from '../../messages';
import { isPasswordFailure } from '../../shared/failures';
import { PasswordField } from '../../shared/PasswordField';
import { readinessOf } from '../../shared/readiness';
import { ResultCard } from '../../shared/ResultCard';
import { ToolScreen } from '../../shared/ToolScreen';
import { useOnePdf } from '../../shared/use-pdf-tool';
import { useT } from './messages';

/**
 * PDF decryption (tool 28): the file and its password. A file the browser can read checks the
 * password here first, so a wrong one says '密码错误' at once; the server's answer says it too.
 */
export default function PdfDecrypt({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const family = useFamilyT();
  const { pdf, file, runWith } = useOnePdf(tool, REQ_TYPES.PdfDecrypt);
  const { chosen, task } = pdf;
  const [password, setPassword] = useState('');
  const [wrongHere, setWrongHere] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const failure = task.state.status === 'failed' ? task.state.failure : undefined;
  // The browser opened it without a password, and no password unlocked it: only restrictions to lift.
  const opensFreely = file?.reading === 'read' && file.password === undefined;

  // A password the server refused: the field says so and takes the focus.
  useEffect(() => {
    if (isPasswordFailure(failure)) inputRef.current?.focus();
  }, [failure]);

  const decrypt = async () => {
    if (!file?.upload.cosName) return;
    if (file.reading === 'locked' && (await chosen.unlock(file.id, password)) === 'wrongPassword') {
      setWrongHere(true);
      inputRef.current?.focus();
      return;
    }
    // The password typed here, whatever opened the file in the browser.
    runWith(({ file: stored }): PdfDecryptInput => ({ file: stored, password }));
  };

  const typePassword = (value: string) => {
    setPassword(value);
    setWrongHere(false);
    // A refused password is forgotten as soon as another is typed.
    if (isPasswordFailure(failure)) task.reset();
  };

  const fieldError = wrongHere || failure === 'wrongPassword' ? family('failure_wrongPassword') : failure === 'passwordRequired' ? family('passwordNeeded') : undefined;
  return (
    <ToolScreen
      pdf={pdf}
      fileHint={t('hint')}
      // The password is this tool's own input, not a file's to unlock first.
      renderUnlock={() => null}
      readiness={readinessOf(chosen.files, { unlocked: false })}
      showPages
      options={
        <PasswordField label={t('password')} value={password} onChange={typePassword} ref={inputRef} required={!opensFreely} hint={opensFreely ? t('noOpenPassword') : t('passwordHint')} error={fieldError} />
      }
      actionLabel={t('decrypt')}
      blocker={!password && !opensFreely ? family('passwordNeeded') : undefined}
      onRun={() => void decrypt()}
      renderResult={(outcome) => <ResultCard outcome={outcome} note={t('decrypted')} />}
    />
  );
}
