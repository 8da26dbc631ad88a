import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'tunein',
  eyebrow: 'TuneIn 下载器',
  heading: '下载 TuneIn 播客单集',
  intro:
    '将您在 TuneIn 上找到的播客单集和点播节目保存为 MP3 文件。粘贴 TuneIn 的单集或节目链接，我们会获取发布者的原始音频。',
  placeholder: 'https://tunein.com/podcasts/…',
  hint: '支持 tunein.com 上的播客页面和单集页面，不支持电台直播流。',
  shareText: null,
  steps: [
    { title: '复制 TuneIn 链接', text: '在 TuneIn App 中，轻点单集上的分享按钮并复制链接。在 tunein.com 上，打开播客或单集并复制地址。' },
    { title: '粘贴并解析', text: '将链接粘贴到上方，点击“下载”即可看到音频文件。' },
    { title: '保存单集', text: '下载 MP3，用任意播放器离线收听。' },
  ],
  formats: [
    { title: 'MP3 单集音频', text: '发布者的原始文件，通常为 64–128 kbps 的 MP3。' },
  ],
  faq: [
    { question: '可以录制电台直播吗？', answer: '不可以。直播电台是持续不断的音频流而不是文件，而且大多数仅授权实时收听。播客和点播单集都可以下载。' },
    { question: '可以下载 TuneIn Premium 内容吗？', answer: '不可以。Premium 的体育、新闻和有声书内容受保护，仅限订阅用户在 TuneIn App 内收听。' },
    { question: '为什么音质比音乐低？', answer: '语音类播客通常以 64–128 kbps 发布，对人声来说已足够清晰。我们从不重新编码，您得到的就是原始音质。' },
  ],
};
