/** What the text family's engines need from the machine (issue 19), checked at start-up. */
import type { EngineDeclaration } from '../../src/engine-check/needs';

export const textEngines: EngineDeclaration[] = [];
