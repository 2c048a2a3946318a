import { CARD_TYPES, type ToolMeta } from '@toolhub/contracts';
import { CardScreen } from '../card/CardScreen';

/** Business licence recognition: the card screen asking for CARD_TYPES.BusinessLicence. */
export default function BusinessLicenceOcr({ tool }: { tool: ToolMeta }) {
  return <CardScreen tool={tool} cardType={CARD_TYPES.BusinessLicence} texts={{ title: 'businessLicenceTitle', file: 'businessLicenceFile' }} />;
}
