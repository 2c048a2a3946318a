/**
 * The compliance agreement (spec §4 "Compliance dialog", §5 Upload): uploads wait until the
 * visitor accepts it, once per page path. Agree keeps the acceptance in local storage under
 * `_qbtool_compliance_<path>` and goes on; reject, closing or a click on the mask keeps it
 * unaccepted and stops.
 */
import { OBJECT_TTL_SECONDS } from '@toolhub/contracts';
import { dialog } from './dialog';
import { defineMessages } from './i18n';

const messages = defineMessages({
  'zh-CN': {
    title: '温馨提示',
    message: '请确认您上传的文件不含违法违规内容，且您有权使用。文件仅用于本次处理，{hours} 小时后自动删除。',
    agree: '同意并继续',
    reject: '不同意',
  },
  en: {
    title: 'Before you upload',
    message: 'Please confirm your file contains nothing unlawful and that you have the right to use it. It is used only for this task and deleted after {hours} hours.',
    agree: 'Agree and continue',
    reject: 'Disagree',
  },
});

export const COMPLIANCE_KEY_PREFIX = '_qbtool_compliance_';
const ACCEPTED = '1';

export const complianceKey = (path: string) => `${COMPLIANCE_KEY_PREFIX}${path}`;
const currentPath = () => globalThis.location?.pathname || '/';

/** Accepted on this page when local storage cannot keep it (private mode): not asked twice. */
const acceptedThisPage = new Set<string>();
/** One modal per path, however many uploads wait on it. */
const pendingAnswers = new Map<string, Promise<boolean>>();

export function hasAcceptedCompliance(path: string = currentPath()): boolean {
  if (acceptedThisPage.has(path)) return true;
  try {
    return globalThis.localStorage?.getItem(complianceKey(path)) === ACCEPTED;
  } catch {
    return false;
  }
}

function rememberAcceptance(path: string): void {
  acceptedThisPage.add(path);
  try {
    globalThis.localStorage?.setItem(complianceKey(path), ACCEPTED);
  } catch {
    // Kept for this page only.
  }
}

/**
 * Resolves true once the visitor has accepted the agreement for `path` (the page's path by
 * default), showing the modal when they have not yet; false when they decline. Made for an
 * upload box's `beforeSelect`, so the modal comes first and the selection goes on after.
 */
export function ensureCompliance(path: string = currentPath()): Promise<boolean> {
  if (hasAcceptedCompliance(path)) return Promise.resolve(true);
  let answer = pendingAnswers.get(path);
  if (!answer) {
    answer = dialog({
      title: messages.t('title'),
      message: messages.t('message', { hours: OBJECT_TTL_SECONDS / 3600 }),
      confirmText: messages.t('agree'),
      cancelText: messages.t('reject'),
      // Spec §4: clicking the mask closes it, unaccepted.
      closeOnMask: true,
    })
      .then((agreed) => {
        if (agreed) rememberAcceptance(path);
        return agreed;
      })
      .finally(() => pendingAnswers.delete(path));
    pendingAnswers.set(path, answer);
  }
  return answer;
}
