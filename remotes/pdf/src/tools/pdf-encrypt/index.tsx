import { PDF_PERMISSIONS, REQ_TYPES, type PdfEncryptInput, type ToolMeta } from '@toolhub/contracts';
import { useState } from 'react';
import { useT as useFamilyT } from '../../messages';
import { PagesPreview } from '../../shared/PagesPreview';
import { PasswordField } from '../../shared/PasswordField';
import { PasswordPrompt } from '../../shared/PasswordPrompt';
import { ResultCard } from '../../shared/ResultCard';
import { ToolScreen } from '../../shared/ToolScreen';
import { usePdfTool } from '../../shared/use-pdf-tool';
import { useT } from './messages';
import { passwordProblems } from './passwords';
import { PermissionChecks, type Permissions } from './PermissionChecks';
import styles from './pdf-encrypt.module.css';

/**
 * PDF encryption (tool 27): an open password (typed twice: a typo would lock the visitor out
 * of their own file), an optional permissions password, and what a reader may do. A file
 * encrypted already is opened with its own password first.
 */
export default function PdfEncrypt({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const family = useFamilyT();
  const pdf = usePdfTool({ tool, type: REQ_TYPES.PdfEncrypt, kinds: ['pdf'], max: 1 });
  const [userPassword, setUserPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [ownerPassword, setOwnerPassword] = useState('');
  const [permissions, setPermissions] = useState<Permissions>({ print: true, copy: true, modify: true });
  const problems = passwordProblems({ userPassword, confirmation, ownerPassword });
  const [file] = pdf.chosen.files;
  const restricted = PDF_PERMISSIONS.filter((permission) => !permissions[permission]);

  const encrypt = () => {
    if (!file?.upload.cosName) return;
    const input: PdfEncryptInput = {
      file: file.upload.cosName,
      userPassword,
      ...(ownerPassword ? { ownerPassword } : {}),
      permissions,
      ...(file.password ? { password: file.password } : {}),
    };
    void pdf.task.run(input);
  };

  return (
    <ToolScreen
      pdf={pdf}
      fileHint={t('hint')}
      renderUnlock={(chosenFile) => (
        <>
          {chosenFile.reading === 'locked' && <p className={styles.locked}>{t('alreadyLocked')}</p>}
          <PasswordPrompt file={chosenFile} chosen={pdf.chosen} state={pdf.task.state} disabled={pdf.running} />
        </>
      )}
      preview={file?.document && <PagesPreview document={file.document} title={family('filePreview')} />}
      note={t('note')}
      options={
        <>
          <PasswordField
            label={t('userPassword')}
            value={userPassword}
            onChange={setUserPassword}
            autoComplete="new-password"
            required
            hint={t('userPasswordHint')}
            error={problems.userPassword && t(problems.userPassword)}
          />
          <PasswordField
            label={t('confirmPassword')}
            value={confirmation}
            onChange={setConfirmation}
            autoComplete="new-password"
            required
            error={problems.confirmation && t(problems.confirmation)}
          />
          <PasswordField
            label={t('ownerPassword')}
            value={ownerPassword}
            onChange={setOwnerPassword}
            autoComplete="new-password"
            hint={t('ownerPasswordHint')}
            error={problems.ownerPassword && t(problems.ownerPassword)}
          />
          <PermissionChecks value={permissions} onChange={setPermissions} />
        </>
      }
      actionLabel={t('encrypt')}
      blocker={problems.blocker && t(problems.blocker)}
      onRun={encrypt}
      renderResult={(outcome) => (
        <ResultCard
          outcome={outcome}
          note={
            <>
              {t('encrypted')}
              {restricted.length > 0 && <> {t('restricted', { list: restricted.map((permission) => t(permission)).join(t('listSeparator')) })}</>}
            </>
          }
        />
      )}
    />
  );
}
