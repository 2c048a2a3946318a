import { CARD_TYPES, type ToolMeta } from '@toolhub/contracts';
import { CardScreen } from '../card/CardScreen';

/** Bank card recognition: the card screen asking for CARD_TYPES.BankCard. */
export default function BankCardOcr({ tool }: { tool: ToolMeta }) {
  return <CardScreen tool={tool} cardType={CARD_TYPES.BankCard} texts={{ title: 'bankCardTitle', file: 'bankCardFile' }} />;
}
