import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'podcast',
  eyebrow: '播客下载器',
  heading: '下载任意播客单集',
  intro:
    '几乎所有播客都以公开的 RSS 订阅源发布，每个单集对应一个音频文件。粘贴单集页面、播客应用链接或订阅源本身，即可将单集下载为 MP3 或 M4A。',
  placeholder: '单集链接或 RSS 订阅源网址（https://…/feed.xml）',
  hint: '支持 RSS 订阅源、Apple Podcasts、Player.FM、Castbox、TuneIn、小宇宙以及众多播客托管平台的页面。',
  shareText: null,
  steps: [
    { title: '找到单集或订阅源', text: '在播客应用的“分享”菜单中复制单集链接，或在节目网站上复制 RSS 订阅源地址（留意“RSS”“订阅”字样或订阅源图标）。' },
    { title: '粘贴并解析', text: '将链接粘贴到上方并点击“下载”。我们会读取订阅源或页面，找到该单集附带的音频文件。' },
    { title: '下载单集', text: '保存原始音频文件，在任意应用、车载音响或 MP3 播放器中播放。' },
  ],
  formats: [
    { title: '原始 MP3 或 M4A', text: '订阅源中附带的音频文件，与发布时完全一致，不经重新编码。' },
    { title: '节目与单集信息', text: '订阅源提供相关信息时，会显示系列名称以及季号和集号。' },
  ],
  faq: [
    { question: '什么是 RSS 订阅源？在哪里能找到？', answer: '它是播客应用用来订阅的公开地址，通常以 /feed、/rss 或 .xml 结尾。托管平台和节目网站一般会以“RSS”或“订阅”的名义提供链接。' },
    { question: '能下载 Spotify 播客吗？', answer: '不能。Spotify 的音频受 DRM 保护，无法下载。Spotify 上的大多数节目也会发布 RSS 订阅源或 Apple Podcasts 页面，请改用那个链接。' },
    { question: '如何获取某一个特定单集？', answer: '请粘贴从播客应用复制的该单集专属链接（分享 › 复制链接），而不是订阅源地址；单集链接能准确指向您想要的文件。' },
    { question: '支持私有或付费订阅源吗？', answer: '不支持。带个人令牌的私有订阅源和付费订阅用户专用的订阅源归其所有者所有，无法在此下载。' },
  ],
  note: 'Spotify 无法下载：其音频受 DRM 保护。请改为粘贴节目的 RSS 订阅源或其 Apple Podcasts 链接。',
};
