import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'facebook',
  eyebrow: 'Facebook 下载器',
  heading: '下载 Facebook 视频和 Reels',
  intro: '将公共主页、公开个人主页或公开小组中的公开 Facebook 视频、Reels 以及公开直播的回放保存为 SD 或 HD 画质的 MP4。',
  placeholder: 'https://www.facebook.com/…/videos/… 或 https://fb.watch/…',
  hint: '支持 facebook.com 的视频和 Reels 链接，以及 fb.watch 短链接。',
  shareText: null,
  steps: [
    { title: '复制视频链接', text: '在 Facebook 应用中，点按视频下方的“分享”，然后点按“复制链接”。在电脑上，打开视频并复制地址，或使用三点菜单 ›“复制链接”。' },
    { title: '粘贴并处理', text: '将链接粘贴到上方并点击“下载”，即可查看 Facebook 提供的画质。' },
    { title: '下载 SD 或 HD', text: '选择 HD 获得最佳画面，或选择 SD 获得更小的文件；仅含画面的 HD 视频流会自动与声音合并。' },
  ],
  formats: [
    { title: 'SD 和 HD MP4', text: '通常包括一个带声音的 360p/480p SD 文件，以及 720p 或 1080p 的 HD 版本。' },
    { title: 'DASH 流', text: 'Reels 和较新的上传内容以分离的 DASH 视频流和音频流提供，我们的服务器会在不重新编码的情况下将其合并。' },
  ],
  faq: [
    { question: '可以下载私密小组中的视频或仅好友可见的帖子吗？', answer: '不可以。只能下载无需登录、任何人都能看到的内容。' },
    { question: '支持 Reels 吗？', answer: '支持。通过“分享”›“复制链接”复制 Reels 链接并粘贴即可；Reels 会下载为竖屏 MP4 文件。' },
    { question: '可以下载直播视频吗？', answer: '公开直播结束且 Facebook 发布回放后，您可以像下载其他视频一样下载回放。' },
    { question: '为什么没有 HD 选项？', answer: 'Facebook 只为部分上传内容保留 HD 版本。没有 HD 时，SD 文件就是可用的最高画质。' },
  ],
};
