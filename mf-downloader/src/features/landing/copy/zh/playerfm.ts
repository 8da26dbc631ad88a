import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'playerfm',
  eyebrow: 'Player.FM 下载器',
  heading: '下载 Player.FM 播客单集',
  intro:
    '将您在 Player.FM 上找到的任何单集保存为 MP3 或 M4A 文件。Player.FM 收录的是公开的播客订阅源，因此您得到的是发布者的原始音频，并附带标题和节目信息。',
  placeholder: 'https://player.fm/series/…/…',
  hint: '单集页面（player.fm/series/show/episode）的链接效果最好。',
  shareText: null,
  steps: [
    { title: '复制单集链接', text: '在 Player.FM App 中轻点单集的分享按钮并复制链接，或在 player.fm 上复制单集页面的地址。' },
    { title: '粘贴并解析', text: '将链接粘贴到上方，然后点击“下载”。我们会读取单集页面及其附带的音频文件。' },
    { title: '下载', text: '保存单集文件，用任意播客应用或音乐播放器播放。' },
  ],
  formats: [
    { title: '原始音频附件', text: '与播客订阅源发布的完全一致的 MP3 或 M4A，往往内嵌章节和封面图。' },
  ],
  faq: [
    { question: '会使用我的 Player.FM 账户吗？', answer: '不会。单集页面是公开的，无需登录，您的 Player.FM 资料库也不会有任何变化。' },
    { question: '可以下载整个系列吗？', answer: '请一次粘贴一个单集链接。如需下载整档节目，可将该系列的 RSS 订阅源粘贴到播客下载器中。' },
    { question: '为什么旧单集下载失败？', answer: '有些发布者会从托管平台删除旧单集。如果源头的音频文件已经不在了，也就没有可下载的内容了。' },
  ],
};
