import { bankListResponseSchema, toolUrl, type Bank } from '@toolhub/contracts';
import { Card } from '@toolhub/ui';
import { useT } from '../../messages';
import { fetchDated } from '../../shared/data';
import { SourceNote } from '../../shared/SourceNote';
import { dataTool } from '../../shared/ToolScreen';
import shared from '../../shared/shared.module.css';
import styles from './bank-list.module.css';

const loadBanks = () => fetchDated('/api/getBankList', {}, bankListResponseSchema);

/** The bank-policy page opened on one bank. */
const bankPolicyUrl = (code: string) => `${toolUrl('bank-policy')}?bankCode=${encodeURIComponent(code)}`;

function BankCards({ data: banks }: { data: Bank[] }) {
  const t = useT();
  const sources = [...new Set(banks.map((bank) => bank.source))];
  return (
    <>
      <ul className={styles.cards}>
        {banks.map((bank) => (
          <li key={bank.code}>
            <Card as="div" variant="bordered" className={styles.card}>
              <div className={styles.name}>
                <span lang="zh-CN">{bank.name}</span>
                <span className={shared.aside}>{bank.code}</span>
              </div>
              <div className={styles.meta}>
                <span lang="zh-CN">{bank.shortName}</span> · {t(bank.kind === 'central' ? 'kindCentral' : 'kindState')}
              </div>
              <a className={shared.link} href={bankPolicyUrl(bank.code)} aria-label={`${t('viewRates')}：${bank.name}`}>
                {t('viewRates')}
              </a>
            </Card>
          </li>
        ))}
      </ul>
      {sources.map((source) => (
        <SourceNote key={source} source={source} />
      ))}
    </>
  );
}

export default dataTool(loadBanks, 'banks', BankCards);
