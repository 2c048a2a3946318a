import { PDF_PERMISSIONS, REQ_TYPES, type PdfEncryptInput, type ToolMeta } from '@toolhub/contracts';
import { useState } from 'react';
import { PasswordField } from '../../shared/PasswordField';
import { PasswordPrompt } from '../../shared/PasswordPrompt';
import { ResultCard } from '../../shared/ResultCard';
import { ToolScreen } from '../../shared/ToolScreen';
import { useOnePdf } from '../../shared/use-pdf-tool';
import { useT } from './messages';
import { passwordProblems, type Passwords } from './passwords';
import { PermissionChecks, type Permissions } from './PermissionChecks';
import shared from '../../shared/shared.module.css';

const LABELS = { userPassword: 'userPassword', confirmation: 'confirmPassword', ownerPassword: 'ownerPassword' } as const;

/**
 * PDF encryption (tool 27): an open password (typed twice: a typo would lock the visitor out
 * of their own file), an optional permissions password, and what a reader may do. A file
 * encrypted already is opened with its own password first.
 */
export default function PdfEncrypt({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const { pdf, runWith } = useOnePdf(tool, REQ_TYPES.PdfEncrypt);
  const [passwords, setPasswords] = useState<Passwords>({ userPassword: '', confirmation: '', ownerPassword: '' });
  const [permissions, setPermissions] = useState<Permissions>({ print: true, copy: true, modify: true });
  const problems = passwordProblems(passwords);
  const restricted = PDF_PERMISSIONS.filter((permission) => !permissions[permission]);
  const { userPassword, ownerPassword } = passwords;

  // The file's own password (an encrypted one opened first) goes with it.
  const encrypt = () => runWith((stored): PdfEncryptInput => ({ ...stored, userPassword, ...(ownerPassword ? { ownerPassword } : {}), permissions }));

  /** A password being set: its label, its value and its problem, as typed. */
  const passwordField = (name: keyof Passwords, props: { required?: boolean; hint?: string } = {}) => {
    const problem = problems[name];
    return (
      <PasswordField
        {...props}
        label={t(LABELS[name])}
        value={passwords[name]}
        onChange={(value) => setPasswords((typed) => ({ ...typed, [name]: value }))}
        autoComplete="new-password"
        error={problem && t(problem)}
      />
    );
  };

  return (
    <ToolScreen
      pdf={pdf}
      fileHint={t('hint')}
      renderUnlock={(chosenFile) => (
        <>
          {chosenFile.reading === 'locked' && <p className={shared.warning}>{t('alreadyLocked')}</p>}
          <PasswordPrompt file={chosenFile} chosen={pdf.chosen} state={pdf.task.state} disabled={pdf.running} />
        </>
      )}
      showPages
      note={t('note')}
      options={
        <>
          {passwordField('userPassword', { required: true, hint: t('userPasswordHint') })}
          {passwordField('confirmation', { required: true })}
          {passwordField('ownerPassword', { hint: t('ownerPasswordHint') })}
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
