import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'xiaohongshu',
  eyebrow: '小红书（RedNote）下载器',
  heading: '下载小红书（RedNote）视频',
  intro:
    '无需 App，即可将小红书（Xiaohongshu，又称 RedNote）的视频笔记保存为 MP4。粘贴 xiaohongshu.com 链接、xhslink.com 短链接，或 App 复制的完整分享文字即可。',
  placeholder: '粘贴小红书分享文字或 https://www.xiaohongshu.com/explore/…',
  hint: '可直接粘贴 App 复制的完整文字，例如“… http://xhslink.com/a/…，复制本条信息，打开【小红书】App查看精彩内容！”',
  shareText: 'xiaohongshu',
  steps: [
    { title: '在 App 中复制', text: '打开视频笔记，点击右上角的分享箭头，选择“复制链接”。App 会复制一段包含 xhslink.com 链接的文字。' },
    { title: '粘贴文字', text: '将全部内容（包括表情符号和文字）粘贴到上方，然后点击“下载”。我们会从中找出链接。' },
    { title: '保存视频', text: '选择 MP4，即可保存笔记中带声音的视频。' },
  ],
  formats: [
    { title: 'MP4 视频', text: '笔记视频为 H.264 或 H.265 编码，搭配 AAC 音频，通常为 720p 或 1080p。' },
    { title: '音频', text: '如果笔记提供单独的音轨，它会列在“仅音频”中。' },
  ],
  faq: [
    { question: '小红书的分享文字是什么样的？', answer: '类似“76 用户发布了一篇小红书笔记，快来看吧！ http://xhslink.com/a/AbCdEf，复制本条信息，打开【小红书】App查看精彩内容！”。原样粘贴即可。' },
    { question: '可以下载图文笔记吗？', answer: '只有包含视频的笔记才有可下载的文件。纯图片笔记在这里没有可下载的内容。' },
    { question: '为什么我的链接无法使用？', answer: '小红书链接会过期，有些笔记仅对粉丝可见或只能在 App 内查看。请从 App 重新复制链接后再试；私密笔记无法下载。' },
    { question: 'RedNote 和小红书是一回事吗？', answer: '是的。RedNote 是小红书的英文名（小红书也常被直译为 Little Red Book）。用任一名称的链接都可以。' },
  ],
};
