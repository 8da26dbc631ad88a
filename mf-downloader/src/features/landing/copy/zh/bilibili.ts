import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'bilibili',
  eyebrow: '哔哩哔哩下载器',
  heading: '下载哔哩哔哩（B站）视频',
  intro:
    '将哔哩哔哩（Bilibili）视频保存为带声音的 MP4。粘贴 bilibili.com 链接、b23.tv 短链接，或直接粘贴哔哩哔哩 App 复制的完整分享文字，我们会从中找出链接。',
  placeholder: 'https://www.bilibili.com/video/BV… 或粘贴哔哩哔哩 App 的分享文字',
  hint: '可直接粘贴 App 的完整分享文字，例如 【标题-哔哩哔哩】 https://b23.tv/…',
  shareText: 'bilibili',
  steps: [
    { title: '在哔哩哔哩 App 中分享', text: '点击视频下方的“分享”按钮，选择“复制链接”。复制的文字中包含 b23.tv 链接；在电脑上，请改为复制 bilibili.com/video/BV… 地址。' },
    { title: '粘贴完整文字', text: '将复制的内容连同标题原样粘贴到上方，然后点击“下载”。无需自己挑出链接。' },
    { title: '选择画质', text: '可选 360p 至 1080p。哔哩哔哩的画面和声音是分开提供的，我们会为您合并成一个 MP4。' },
  ],
  formats: [
    { title: 'DASH 视频和音频', text: '哔哩哔哩以独立的 DASH 流提供 AVC、HEVC 或 AV1 视频和 AAC 音频；视频按钮生成的是合并好的 MP4 文件。' },
    { title: '仅音频', text: '单独的 M4A 音频流，非常适合音乐区投稿和讲座。' },
  ],
  faq: [
    { question: '可以粘贴哔哩哔哩 App 复制的文字吗？', answer: '可以。App 复制的文字类似 【视频标题-哔哩哔哩】 https://b23.tv/AbCdEf。全部粘贴即可，我们会自动提取其中的 https 链接。' },
    { question: '不登录能下载哪些画质？', answer: '未登录的访客在很多视频上最高可获得 480p，部分视频最高 1080p。1080p+ 高码率、4K 和 HDR 需要登录哔哩哔哩大会员账号，而我们从不使用登录。' },
    { question: '分P视频可以下载吗？', answer: '每个分P都有自己的页面（…?p=2）。请粘贴您想要的那一P的链接。' },
    { question: '可以下载番剧或付费课程吗？', answer: '不可以。正版番剧、电影和付费课程受到保护，仅限付费会员观看；只能下载用户公开投稿的视频。' },
  ],
};
