import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'xiaoyuzhou',
  eyebrow: '小宇宙下载器',
  heading: '下载小宇宙播客单集',
  intro:
    '将小宇宙的播客单集保存为 M4A 或 MP3 文件。粘贴从 App 分享的单集链接，即可下载原始音频，并附带节目和单集信息。',
  placeholder: 'https://www.xiaoyuzhoufm.com/episode/…',
  hint: '支持 xiaoyuzhoufm.com 的单集链接和 xyzfm.link 短链接。',
  shareText: null,
  steps: [
    { title: '复制单集链接', text: '在小宇宙 App 中打开单集，点按“分享”并选择“复制链接”。在电脑上，复制 xiaoyuzhoufm.com/episode/… 地址。' },
    { title: '粘贴并解析', text: '将链接粘贴到上方并点击“下载”。我们会读取公开的单集页面并找到其音频文件。' },
    { title: '保存音频', text: '下载单集后，可在任意播放器中离线收听。' },
  ],
  formats: [
    { title: '原始单集音频', text: '通常为 M4A（AAC）或 MP3，保持发布者设定的码率，下载选项上方会显示节目名称。' },
  ],
  faq: [
    { question: '能下载小宇宙的付费单集吗？', answer: '不能。付费单集仅供在 App 内购买的用户收听，无法下载。' },
    { question: '需要小宇宙 App 吗？', answer: '只在复制链接时需要。下载在浏览器中完成，任何手机或电脑都可以。' },
    { question: '为什么文件名是中文的？', answer: '文件名沿用单集发布时的标题。中文标题会原样保留，过长的标题会被缩短，以符合文件系统的限制。' },
  ],
};
