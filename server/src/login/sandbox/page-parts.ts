/**
 * The look shared by the sandbox providers' pages: a centred card that reads well from a
 * phone up to a desktop, the pick-or-name form, and the note that this is a sandbox.
 */
import type { FastifyReply } from 'fastify';
import { escapeHtml, plainPage } from '../../pages/plain-page';
import { avatarUrl, PRESET_PEOPLE } from './people';

export const SANDBOX_STYLE = `
main{max-width:440px;display:flex;flex-direction:column;align-items:stretch;padding:28px 20px 40px}
.brand{display:flex;align-items:center;gap:10px;font-size:15px;font-weight:600;margin:0 0 20px}
.brand .mark{display:inline-grid;place-items:center;width:32px;height:32px;border-radius:8px;color:#fff;font-size:15px}
.brand .qq{background:#12b7f5}.brand .wx{background:#07c160}
.sandbox-note{font-size:12px;color:#8f959e;background:#f5f6f8;border-radius:6px;padding:6px 10px;margin:0 0 20px}
.app{font-size:17px;margin:0 0 6px}.hint{color:#646a73;font-size:14px;margin:0 0 18px}
.people{border:0;margin:0 0 14px;padding:0;display:grid;grid-template-columns:repeat(auto-fit,minmax(92px,1fr));gap:10px}
.people legend{font-size:14px;color:#646a73;margin-bottom:8px;padding:0}
.person{display:flex;flex-direction:column;align-items:center;gap:6px;padding:12px 6px;border:1px solid #dee0e3;border-radius:10px;cursor:pointer}
.person img{width:44px;height:44px;border-radius:50%}
.person input{position:absolute;opacity:0;pointer-events:none}
.person:has(input:checked){border-color:var(--accent);box-shadow:0 0 0 1px var(--accent)}
.person:has(input:focus-visible){outline:2px solid var(--accent);outline-offset:2px}
.other{display:flex;flex-direction:column;gap:6px;font-size:14px;color:#646a73;margin-bottom:22px}
.other input{font:inherit;padding:10px 12px;border:1px solid #dee0e3;border-radius:8px;color:#1f2329}
.actions{display:flex;gap:12px}
.actions button{flex:1;padding:12px 0;border-radius:8px;border:1px solid #dee0e3;background:#fff;color:#1f2329;font-size:16px}
.actions .primary{background:var(--accent);border-color:var(--accent);color:#fff}
.error{color:#d83931;font-size:14px}
@media (max-width:480px){main{padding:20px 16px 32px}}
`;

const ACCENT = { qq: '#12b7f5', wx: '#07c160' } as const;

/** The page head of a provider: its mark, its name, and the sandbox note. */
export function brand(provider: 'qq' | 'wx', title: string): string {
  const mark = provider === 'qq' ? 'Q' : '微';
  return `<p class="brand"><span class="mark ${provider}" aria-hidden="true">${mark}</span>${escapeHtml(title)}</p>
<p class="sandbox-note">沙箱环境：不连接真实的 QQ 或微信，仅供开发和测试使用</p>`;
}

/** Preset test users to pick, or a name to type; the same name is always the same person. */
export function personPicker(): string {
  const people = PRESET_PEOPLE.map(
    (name, index) => `<label class="person"><input type="radio" name="user" value="${escapeHtml(name)}"${index === 0 ? ' checked' : ''}>
<img src="${escapeHtml(avatarUrl('', name))}" alt=""><span>${escapeHtml(name)}</span></label>`,
  ).join('\n');
  return `<fieldset class="people"><legend>选择测试用户</legend>${people}</fieldset>
<label class="other">或输入其他名字（同名即同一帐号）<input name="custom_name" maxlength="20" autocomplete="off" placeholder="例如：张三"></label>`;
}

export const sandboxPage = (provider: 'qq' | 'wx', title: string, body: string, { style = '', script }: { style?: string; script?: string } = {}) =>
  plainPage(title, body, { style: `:root{--accent:${ACCENT[provider]}}${SANDBOX_STYLE}${style}`, script });

export function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** A refused request, as the real providers show one: a page naming the problem. */
export const refusalPage = (provider: 'qq' | 'wx', message: string) =>
  sandboxPage(provider, '出错了', `${brand(provider, provider === 'qq' ? 'QQ 登录' : '微信登录')}<p class="app">出错了</p><p class="error">${escapeHtml(message)}</p>`);
