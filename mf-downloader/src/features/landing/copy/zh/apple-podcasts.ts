import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'apple-podcasts',
  eyebrow: 'Apple Podcasts 下载器',
  heading: '将 Apple Podcasts 单集下载为 MP3',
  intro:
    '把 Apple Podcasts（Apple 播客）中的单集保存为 MP3 或 M4A 文件，可长期保留、随意转移，在任何设备上播放。粘贴单集链接，我们会找到节目的公开 RSS 订阅源和原始音频文件。',
  placeholder: 'https://podcasts.apple.com/us/podcast/…?i=1000…',
  hint: '单集链接包含 ?i= 及其后的单集 ID：请复制单集链接，而不是节目链接。',
  shareText: null,
  steps: [
    { title: '复制单集链接', text: '在“播客”App 中，轻点单集旁的三个点 › “共享单集” › “拷贝”。在网页上，到 podcasts.apple.com 打开该单集并复制地址。' },
    { title: '粘贴并解析', text: '将链接粘贴到上方，然后点击“下载”。我们会查找节目的订阅源并匹配该单集。' },
    { title: '下载音频', text: '按发布者上传的格式保存单集，通常为 MP3，有时为 M4A。' },
  ],
  formats: [
    { title: '单集原始音频', text: '即发布者放入 RSS 订阅源的原文件，通常为 64–192 kbps 的 MP3。' },
    { title: '单集信息', text: '如果订阅源提供，节目名称、季数和集数会显示在下载选项上方。' },
  ],
  faq: [
    { question: '可以下载 Apple Podcasts 付费订阅的单集吗？', answer: '不可以。仅向付费订阅者开放的单集受 Apple 保护，不在公开订阅源中。' },
    { question: '应该复制节目链接还是单集链接？', answer: '单集链接。节目链接指向整个播客；通过“共享单集”得到的链接（含 ?i=）才精确指向您要的那一集。' },
    { question: '音频会被重新编码吗？', answer: '不会。您得到的是发布者的原始文件，音质和文件中内嵌的章节都会保留。' },
    { question: 'Spotify 上的播客呢？', answer: 'Spotify 独家节目受 DRM 保护，无法下载。许多节目同时在 Apple Podcasts 上架或提供 RSS 订阅源，请改用那里的链接。' },
  ],
  note: '无法下载 Spotify：其音频受 DRM 保护。如果节目也在 Apple Podcasts 上，请粘贴那里的链接。',
};
