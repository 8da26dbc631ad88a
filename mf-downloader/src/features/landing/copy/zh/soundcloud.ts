import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'soundcloud',
  eyebrow: 'SoundCloud 下载器',
  heading: '将 SoundCloud 曲目下载为 MP3',
  intro:
    '保存 SoundCloud 上公开的曲目、混音和 DJ Set，随时离线收听。粘贴曲目链接，然后在 SoundCloud 提供的 MP3 和 Opus 流之间选择。',
  placeholder: 'https://soundcloud.com/artist/track',
  hint: '支持 soundcloud.com 曲目链接，以及 snd.sc / on.soundcloud.com 短链接。',
  shareText: null,
  steps: [
    { title: '复制曲目链接', text: '在 SoundCloud App 中依次点击三个点图标 › 分享 › 复制链接。在网站上，请复制曲目页面（而不是艺人主页）的地址。' },
    { title: '粘贴并处理', text: '将链接粘贴到上方并点击“下载”，即可查看可用的音频流。' },
    { title: '保存音频', text: '追求最佳兼容性请选 MP3；想在相同大小下获得更好的音质请选 Opus。' },
  ],
  formats: [
    { title: '128 kbps MP3 音频', text: '渐进式或 HLS 的 MP3 流，任何设备都能播放。' },
    { title: 'Opus 或 AAC（HLS）', text: '效率更高的流，码率约 64–160 kbps，由 HLS 分段合并为一个文件。' },
  ],
  faq: [
    { question: '可以下载 SoundCloud Go+ 曲目吗？', answer: '不可以。仅限订阅用户的曲目只向公众提供 30 秒试听，完整版本受到保护。' },
    { question: '艺人自己提供的下载按钮呢？', answer: '如果艺人开启了下载，SoundCloud 的按钮会提供原始文件，通常是无损格式。没有该按钮的公开曲目，请使用本工具。' },
    { question: '可以下载整个播放列表吗？', answer: '目前请一次粘贴一首曲目；每个曲目页面都有各自的格式。' },
    { question: '为什么码率只有 128 kbps？', answer: '这就是 SoundCloud 向听众推送的流。我们不重新编码，因此您得到的正是 SoundCloud 提供的流，没有额外损失。' },
  ],
};
