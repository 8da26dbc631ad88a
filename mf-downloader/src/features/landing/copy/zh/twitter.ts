import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'twitter',
  eyebrow: 'Twitter / X 下载器',
  heading: '下载 X（Twitter）视频和 GIF',
  intro:
    '将 X（原 Twitter）帖子中的视频和 GIF 动图保存为 MP4，支持 X 提供的所有画质。只需粘贴帖子链接；下载公开帖子无需 X 账号。',
  placeholder: 'https://x.com/user/status/… 或 https://twitter.com/user/status/…',
  hint: '支持 x.com、twitter.com 和 mobile.twitter.com 链接。',
  shareText: null,
  steps: [
    { title: '复制帖子链接', text: '在 X App 中点按帖子下方的分享图标，然后选择“复制链接”。在网页版中，点击帖子并复制 /status/ 网址。' },
    { title: '粘贴到这里', text: '将链接粘贴到上方并点击“下载”。如果一条帖子包含多个视频，每个视频都会单独列出。' },
    { title: '选择分辨率', text: 'X 通常提供三到四种尺寸的 MP4。想要画质就选最大的，想省流量就选小一点的。' },
  ],
  formats: [
    { title: '多种尺寸的 MP4', text: '通常为 480p、720p 和 1080p 的 H.264 视频，搭配 AAC 音频，均可原样下载。' },
    { title: 'GIF 以 MP4 形式提供', text: 'X 将 GIF 存储为无声的短循环 MP4；您得到的就是这个 MP4，比真正的 GIF 更小、更清晰。' },
    { title: 'HLS 变体', text: '有些帖子只通过 HLS 流式传输；我们会为您将这些变体合并成一个 MP4。' },
  ],
  faq: [
    { question: '可以下载受保护账号的内容吗？', answer: '不可以。受保护（私密）账号的帖子仅对已获批准的关注者可见，因此无法下载。' },
    { question: '为什么没有声音？', answer: '如果您下载的是 GIF，这是正常的：X 上的 GIF 没有音轨。普通视频包含 AAC 音频。' },
    { question: '支持 Spaces 或直播吗？', answer: 'X 保留为回放的已结束直播通常可以下载；正在进行的直播和 Spaces（空间）音频暂不支持。' },
    { question: '需要登录 X 吗？', answer: '不需要。公开帖子无需账号即可下载，我们也绝不会索要您的 X 密码。' },
  ],
};
