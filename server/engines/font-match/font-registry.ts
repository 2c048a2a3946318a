/**
 * The fonts the server knows: typefaces free to use, installed from Debian packages (.ci/run
 * installs them), each with its licence and the scripts it draws. A line is only ever
 * compared with fonts that draw all of its scripts, and only with the families fontconfig
 * really has on this machine (see installed-fonts.ts).
 *
 * Licences are as the packages' debian/copyright files state them; the URLs are the SPDX
 * licence list's pages, which hold the licence texts (DejaVu's own page for DejaVu, whose
 * changes to Vera are in the public domain).
 */
import { FONT_WEIGHTS, type FontWeight } from '@toolhub/contracts';

export type Script = 'Han' | 'Latin';

export interface FontLicence {
  name: string;
  /** An SPDX licence expression. */
  spdx: string;
  url: string;
}

export interface FontFamily {
  /** The family name fontconfig matches (and CSS uses). */
  family: string;
  /** The Debian package that installs it. */
  debianPackage: string;
  licence: FontLicence;
  scripts: readonly Script[];
  /** The weights the family has drawn; a weight it lacks would only be a regular smeared bolder. */
  weights: readonly FontWeight[];
}

const OFL: FontLicence = { name: 'SIL Open Font License 1.1', spdx: 'OFL-1.1', url: 'https://spdx.org/licenses/OFL-1.1.html' };
const VERA: FontLicence = { name: 'Bitstream Vera Fonts License', spdx: 'Bitstream-Vera', url: 'https://dejavu-fonts.github.io/License.html' };
const ARPHIC: FontLicence = { name: 'Arphic Public License', spdx: 'Arphic-1999', url: 'https://spdx.org/licenses/Arphic-1999.html' };

const REGULAR_AND_BOLD = { weights: [FONT_WEIGHTS.regular, FONT_WEIGHTS.bold] } as const;
const REGULAR_ONLY = { weights: [FONT_WEIGHTS.regular] } as const;

export const FONT_REGISTRY: readonly FontFamily[] = [
  // Hei (sans) and Song (serif), the two faces most Chinese print uses.
  { family: 'Noto Sans CJK SC', debianPackage: 'fonts-noto-cjk', licence: OFL, scripts: ['Han', 'Latin'], ...REGULAR_AND_BOLD },
  { family: 'Noto Serif CJK SC', debianPackage: 'fonts-noto-cjk', licence: OFL, scripts: ['Han', 'Latin'], ...REGULAR_AND_BOLD },
  // Kai, a brush hand, and a lighter Ming: the looks of posters and shop signs.
  { family: 'AR PL UKai CN', debianPackage: 'fonts-arphic-ukai', licence: ARPHIC, scripts: ['Han', 'Latin'], ...REGULAR_ONLY },
  { family: 'AR PL UMing CN', debianPackage: 'fonts-arphic-uming', licence: ARPHIC, scripts: ['Han', 'Latin'], ...REGULAR_ONLY },
  // Latin faces: a humanist and a grotesque sans, a serif, a monospace.
  { family: 'DejaVu Sans', debianPackage: 'fonts-dejavu-core', licence: VERA, scripts: ['Latin'], ...REGULAR_AND_BOLD },
  { family: 'DejaVu Serif', debianPackage: 'fonts-dejavu-core', licence: VERA, scripts: ['Latin'], ...REGULAR_AND_BOLD },
  { family: 'DejaVu Sans Mono', debianPackage: 'fonts-dejavu-core', licence: VERA, scripts: ['Latin'], ...REGULAR_AND_BOLD },
  { family: 'Liberation Sans', debianPackage: 'fonts-liberation2', licence: OFL, scripts: ['Latin'], ...REGULAR_AND_BOLD },
  { family: 'Liberation Serif', debianPackage: 'fonts-liberation2', licence: OFL, scripts: ['Latin'], ...REGULAR_AND_BOLD },
  { family: 'Lato', debianPackage: 'fonts-lato', licence: OFL, scripts: ['Latin'], ...REGULAR_AND_BOLD },
];
