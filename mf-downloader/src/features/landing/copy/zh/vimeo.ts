import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'vimeo',
  eyebrow: 'Vimeo 下载器',
  heading: '下载 Vimeo HD 高清视频',
  intro: '以 360p、540p、720p、1080p 或 4K 保存公开的 Vimeo 视频。Vimeo 通过 HLS 和 DASH 进行流式传输；我们读取流列表，并将您选择的版本转成一个 MP4 文件。',
  placeholder: 'https://vimeo.com/123456789',
  hint: '支持 vimeo.com 视频链接和 player.vimeo.com 嵌入链接。',
  shareText: null,
  steps: [
    { title: '复制 Vimeo 链接', text: '在视频页面点击“分享”并复制链接，或从浏览器地址栏复制 vimeo.com/… 地址。' },
    { title: '粘贴并处理', text: '将链接粘贴到上方并点击“下载”，即可查看创作者发布的所有版本。' },
    { title: '选择版本', text: '选择所需的分辨率；分离的画面流和声音流会合并为一个文件。' },
  ],
  formats: [
    { title: 'HLS 版本', text: '大多数 Vimeo 视频以多种分辨率的 HLS（.m3u8）流式传输，每种都会标出码率。' },
    { title: '渐进式 MP4', text: '部分视频仍提供直接的 MP4 文件，无需合并即可立即下载。' },
    { title: '音轨', text: '单独的音频流，适合演讲和音乐视频。' },
  ],
  faq: [
    { question: '可以下载受密码保护的 Vimeo 视频吗？', answer: '不可以。受密码保护的视频、未分享给您的私密链接以及付费的 Vimeo On Demand 影片都无法下载。' },
    { question: 'Vimeo 自带的“下载”按钮呢？', answer: '如果创作者启用了该按钮，Vimeo 自带的按钮可提供原始文件。当该按钮不存在但视频是公开的时，请使用本工具。' },
    { question: '为什么有这么多相似的选项？', answer: 'Vimeo 会针对不同的网速对每种分辨率分别编码，有时还使用不同的编解码器。每个按钮上的大小和码率可以帮您区分它们。' },
    { question: '可以下载嵌入的 Vimeo 视频吗？', answer: '粘贴嵌入内容的 player.vimeo.com 地址即可。有些嵌入视频只能在托管它们的网站上播放，无法在其他地方获取。' },
  ],
};
