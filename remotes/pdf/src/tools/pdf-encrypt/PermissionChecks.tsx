import { PDF_PERMISSIONS, type PdfPermission } from '@toolhub/contracts';
import { Checkbox } from '@toolhub/ui';
import { useT } from './messages';
import styles from './pdf-encrypt.module.css';

export type Permissions = Record<PdfPermission, boolean>;

/** What a reader of the encrypted file may do without the permissions password: a tick each. */
export function PermissionChecks({ value, onChange }: { value: Permissions; onChange: (value: Permissions) => void }) {
  const t = useT();
  return (
    <fieldset className={styles.permissions}>
      <legend>{t('permissions')}</legend>
      {PDF_PERMISSIONS.map((permission) => (
        <Checkbox key={permission} checked={value[permission]} onChange={(event) => onChange({ ...value, [permission]: event.currentTarget.checked })}>
          {t(permission)}
        </Checkbox>
      ))}
    </fieldset>
  );
}
