/** The article reader on a WeChat article's markup: its account name, publish time and lazy images. */
import { TEXT_FAILURES } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { readArticle } from './article';
import { isWxArticleUrl } from './task';

const WX_PAGE = `<!doctype html><html><head><title></title><meta property="og:title" content="春季养生的五个建议"></head><body>
<div id="img-content"><h1 class="rich_media_title" id="activity-name">春季养生的五个建议</h1>
<div id="meta_content"><a id="js_name">健康生活周刊</a></div>
<div class="rich_media_content" id="js_content" style="visibility: hidden;">
<p>春天气温变化大，早晚温差明显，出门时要注意随时增减衣物，避免着凉感冒。</p>
<p>饮食上宜清淡，多吃新鲜蔬菜和水果，少吃油腻和辛辣的食物，保证充足的饮水。</p>
<p><img data-src="https://mmbiz.qpic.cn/mmbiz_jpg/abc/640?wx_fmt=jpeg" class="rich_pages"></p>
<p>坚持适量运动，比如散步、慢跑和太极拳，可以增强体质，提高身体的免疫力。</p>
</div></div><script>var ct = "1711929600";</script></body></html>`;

describe('news pages', () => {
  it('gives the headline as the title once, not again as the first paragraph', () => {
    const page = `<!doctype html><html><head><title>城市书房夜间开放 - 晚报</title></head><body><nav>首页 新闻 体育</nav>
<article><h1>城市书房夜间开放</h1><p>从下月起，全市二十家城市书房将延长开放时间至晚上十点，方便下班后的市民阅读和自习。</p>
<p>书房还将增加自助借还设备，并在周末举办亲子阅读活动，欢迎市民参与。</p></article></body></html>`;
    const article = readArticle(page, 'https://news.example.com/a/1.html');
    expect(article.Title).toBe('城市书房夜间开放');
    expect(article.Paragraphs[0]).toMatch(/^从下月起/);
    expect(article.Text).not.toContain('城市书房夜间开放');
  });
});

describe('WeChat articles', () => {
  it('reads the title, the account as author, the publish time and the lazy images', () => {
    const article = readArticle(WX_PAGE, 'https://mp.weixin.qq.com/s/AbCdEf');
    expect(article.Title).toBe('春季养生的五个建议');
    expect(article.Author).toBe('健康生活周刊');
    expect(article.Published).toBe('2024-04-01T00:00:00.000Z');
    expect(article.Paragraphs).toContain('饮食上宜清淡，多吃新鲜蔬菜和水果，少吃油腻和辛辣的食物，保证充足的饮水。');
    expect(article.Images).toEqual(['https://mmbiz.qpic.cn/mmbiz_jpg/abc/640?wx_fmt=jpeg']);
  });

  it('takes only mp.weixin.qq.com article addresses for the chat-app call', () => {
    expect(isWxArticleUrl('https://mp.weixin.qq.com/s/AbCdEf')).toBe(true);
    expect(isWxArticleUrl('https://mp.weixin.qq.com.evil.example/s/AbCdEf')).toBe(false);
    expect(isWxArticleUrl('https://example.com/s/AbCdEf')).toBe(false);
    expect(isWxArticleUrl('http://mp.weixin.qq.com@127.0.0.1/s/x')).toBe(false);
  });

  it('says a page without an article has none', () => {
    expect(() => readArticle('<html><body><nav>Home</nav></body></html>', 'https://example.com/')).toThrow(expect.objectContaining({ detail: TEXT_FAILURES.noArticle }) as Error);
  });
});
