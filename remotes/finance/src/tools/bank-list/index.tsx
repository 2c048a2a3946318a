import { bankListResponseSchema, toolUrl, type Bank, type ToolMeta } from '@toolhub/contracts';
import { useT } from '../../messages';
import { fetchData } from '../../shared/data';
import { ToolDataSection } from '../../shared/LoadState';
import { SourceNote } from '../../shared/SourceNote';
import shared from '../../shared/shared.module.css';
import styles from './bank-list.module.css';

const loadBanks = () => fetchData('/api/getBankList', {}, bankListResponseSchema);

/** The bank-policy page opened on one bank. */
export const bankPolicyUrl = (code: string) => `${toolUrl('bank-policy')}?bankCode=${encodeURIComponent(code)}`;

export default function BankList({ tool }: { tool: ToolMeta }) {
  return (
    <ToolDataSection tool={tool} load={loadBanks} loadKey="banks">
      {(banks) => <BankTable banks={banks} />}
    </ToolDataSection>
  );
}

function BankTable({ banks }: { banks: Bank[] }) {
  const t = useT();
  const sources = [...new Set(banks.map((bank) => bank.source))];
  return (
    <>
      <ul className={styles.cards}>
        {banks.map((bank) => (
          <li key={bank.code} className={styles.card}>
            <div className={styles.name}>
              {bank.name}
              <span className={styles.code}>{bank.code}</span>
            </div>
            <div className={styles.meta}>
              {bank.shortName} · {t(bank.kind === 'central' ? 'kindCentral' : 'kindState')}
            </div>
            <a className={shared.link} href={bankPolicyUrl(bank.code)} aria-label={`${t('viewRates')}：${bank.name}`}>
              {t('viewRates')}
            </a>
          </li>
        ))}
      </ul>
      {sources.map((source) => (
        <SourceNote key={source} source={source} />
      ))}
    </>
  );
}
