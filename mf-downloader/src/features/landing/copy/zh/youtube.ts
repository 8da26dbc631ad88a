import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'youtube',
  eyebrow: 'YouTube 下载器',
  heading: '下载 YouTube 视频、Shorts 短视频和音频',
  intro:
    '将任何公开的 YouTube 视频、Shorts 短视频或音乐保存为 MP4、WebM 或 M4A，支持 YouTube 提供的所有画质，从 144p 到 4K。粘贴链接、选择画质即可下载；无需扩展程序，无需账号。',
  placeholder: 'https://www.youtube.com/watch?v=… 或 https://youtu.be/…',
  hint: '支持观看页面、youtu.be 短链接、Shorts 以及 music.youtube.com 链接。',
  shareText: null,
  steps: [
    { title: '复制视频链接', text: '在 YouTube App 中点按视频下方的“分享”，然后选择“复制链接”。在电脑上，从浏览器地址栏复制网址；如果是 Shorts 短视频，请复制 /shorts/ 网址。' },
    { title: '粘贴到这里', text: '将链接粘贴到上方输入框并点击“下载”。我们会列出 YouTube 为该视频提供的所有流。' },
    { title: '选择画质', text: '选择 1080p、4K 或仅音频的流。高分辨率视频会先在我们的服务器上与音轨合并，然后再供您保存。' },
  ],
  formats: [
    { title: '最高 720p 的有声视频', text: '对于大多数视频，YouTube 仍提供 360p 或 720p 的音画合一 MP4，可直接原样下载。' },
    { title: '1080p、1440p 和 4K（DASH）', text: '更高画质以仅含视频的 DASH 流提供（MP4/H.264、WebM/VP9 或 AV1）。我们会在不重新编码的情况下，将视频与最佳音轨合并。' },
    { title: '仅音频', text: 'M4A（AAC，约 128 kbps）和 WebM（Opus，最高约 160 kbps）流，非常适合 YouTube 上发布的音乐、演讲和播客。' },
  ],
  faq: [
    { question: '为什么 1080p 比 720p 多花一点时间？', answer: '720p 以上的画质，YouTube 会将画面和声音作为独立的 DASH 流提供。我们的服务器会下载两者并通过流复制将其合并，根据视频长度需要几秒到几分钟不等。' },
    { question: '可以下载 YouTube Shorts 短视频吗？', answer: '可以。通过“分享”›“复制链接”复制 Shorts 链接并粘贴即可。Shorts 是竖屏视频，因此分辨率显示为 1080x1920，而不是 1920x1080。' },
    { question: '如何只获取 MP3 或 M4A 音频？', answer: '选择任意一个“仅音频”按钮。M4A 几乎在所有设备上都能播放，包括 iPhone 和 iTunes；WebM/Opus 流在相同体积下音质略好。' },
    { question: '为什么视频显示不可用？', answer: '私享、仅限会员、有年龄限制的视频以及部分有地区限制的视频需要登录 YouTube 账号才能观看，而我们绝不会索要您的账号。只有公开视频可以下载。' },
    { question: '可以下载整个播放列表或频道吗？', answer: '请一次粘贴一个视频。如果播放列表链接同时指定了某个视频（watch?v=…&list=…），则只会下载该视频。' },
  ],
};
