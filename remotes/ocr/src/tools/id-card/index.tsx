import { CARD_TYPES, type ToolMeta } from '@toolhub/contracts';
import { CardScreen } from '../card/CardScreen';

/** ID card recognition: the card screen asking for CARD_TYPES.IdCard, with the side selector (front first). */
export default function IdCardOcr({ tool }: { tool: ToolMeta }) {
  return <CardScreen tool={tool} cardType={CARD_TYPES.IdCard} texts={{ title: 'idCardTitle', file: 'idCardFile' }} />;
}
