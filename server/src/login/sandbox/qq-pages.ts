import { escapeHtml } from '../../pages/plain-page';
import { SANDBOX_APP_NAME, sandboxPath } from './app';
import { brand, personPicker, sandboxPage } from './page-parts';

export interface QqAuthorizeRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  scope: string;
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/** QQ's consent page: who asks, what for, which test user, and 授权并登录 or 取消. */
export function qqAuthorizePage(request: QqAuthorizeRequest, problem?: string): string {
  return sandboxPage(
    'qq',
    'QQ 帐号授权登录',
    `${brand('qq', 'QQ 登录')}
<p class="app">${escapeHtml(SANDBOX_APP_NAME)}</p>
<p class="hint">将获得以下权限：获得您的昵称、头像</p>
<form method="post" action="${sandboxPath('qq')}/oauth2.0/authorize">
${hidden('client_id', request.clientId)}${hidden('redirect_uri', request.redirectUri)}${hidden('state', request.state)}${hidden('scope', request.scope)}${hidden('response_type', 'code')}
${personPicker()}
${problem ? `<p class="error" role="alert">${escapeHtml(problem)}</p>` : ''}
<div class="actions"><button type="submit" name="action" value="cancel">取消</button><button type="submit" name="action" value="allow" class="primary">授权并登录</button></div>
</form>`,
  );
}
