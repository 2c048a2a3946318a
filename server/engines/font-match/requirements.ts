/**
 * What advertisement-font recognition needs: PaddleOCR to find the lines, fc-list to see the
 * installed fonts (installed-fonts.ts) and every font of the registry to compare them with.
 * A poster is only matched against fonts that are there: without the Chinese faces a Chinese
 * poster has nothing to match, so each font of the registry is a need.
 */
import { SCENE_RECOGNITIONS } from '@toolhub/contracts';
import { font, type EngineDeclaration } from '../../src/engine-check/needs';
import { FC_LIST } from '../convert/requirements';
import { PADDLE_OCR_MODELS } from '../ocr/requirements';
import { FONT_REGISTRY } from './font-registry';

const { advertisementFont } = SCENE_RECOGNITIONS;

export const fontMatchEngines: EngineDeclaration[] = [
  {
    engine: 'font-match',
    runs: [{ reqType: advertisementFont.subReqType, scene: advertisementFont.scene }],
    needs: [PADDLE_OCR_MODELS, FC_LIST, ...FONT_REGISTRY.map((entry) => font(entry.family, entry.debianPackage))],
  },
];
