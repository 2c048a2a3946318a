/**
 * A quota scene is a tool's: the scenes the server's own catalog declares are the only ones a
 * visitor can read, spend or be told about (issue 15, B2). An unknown scene used to fall back
 * to the default quota, so inventing scenes gave unlimited free uses; now it is code 1.
 */
import { ERROR_CODES, type ToolMeta } from '@toolhub/contracts';
import { ApiError } from '../http/errors';

export type CatalogTools = () => Promise<readonly Pick<ToolMeta, 'scene'>[]>;

export async function requireKnownScene(tools: CatalogTools, scene: string): Promise<void> {
  if (!(await tools()).some((tool) => tool.scene === scene)) {
    throw new ApiError(400, ERROR_CODES.NOT_OPEN, `no tool here has the scene ${scene}`);
  }
}
