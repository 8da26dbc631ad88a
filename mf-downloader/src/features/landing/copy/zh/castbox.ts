import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'castbox',
  eyebrow: 'Castbox 下载器',
  heading: '下载 Castbox 播客单集',
  intro:
    '将 Castbox 单集保存为音频文件，在 App 之外也能留存。粘贴 Castbox FM 的单集链接，即可下载原始 MP3 或 M4A。',
  placeholder: 'https://castbox.fm/episode/…',
  hint: '支持 castbox.fm 单集链接以及 Castbox App 分享的链接。',
  shareText: null,
  steps: [
    { title: '复制 Castbox 链接', text: '在 Castbox App 中打开单集，点按“分享”并选择“复制链接”。在网页端，复制 castbox.fm/episode/… 地址。' },
    { title: '粘贴并解析', text: '将链接粘贴到上方并点击“下载”，即可看到该单集的音频。' },
    { title: '保存文件', text: '下载单集后可随处播放，无需 Castbox App。' },
  ],
  formats: [
    { title: '单集音频', text: '发布者提供的 MP3 或 M4A，通常为 64–128 kbps，上方会显示单集标题和节目名称。' },
  ],
  faq: [
    { question: '这和 App 内下载是一回事吗？', answer: '在 Castbox App 内下载的内容只能留在 App 里。在这里，您得到的是普通音频文件，可以复制到任何设备或播放器。' },
    { question: '能下载 Castbox 的付费或会员单集吗？', answer: '不能。付费单集和会员专属单集仅限订阅用户收听；只有免费公开的单集才能下载。' },
    { question: '为什么要用单集链接，而不是频道链接？', answer: '频道链接指向整档节目，单集链接则能准确指明您想要的音频文件。' },
  ],
};
