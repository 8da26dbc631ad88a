import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'instagram',
  eyebrow: 'Instagram 下载器',
  heading: '下载 Instagram Reels、视频和快拍',
  intro: '将 Instagram 的 Reels、视频帖子、IGTV 视频和公开快拍保存为带声音的 MP4。粘贴公开帖子的链接即可，无需在此登录 Instagram。',
  placeholder: 'https://www.instagram.com/reel/… 或 https://www.instagram.com/p/…',
  hint: '支持公开账户的 Reels（/reel/）、帖子（/p/）和 IGTV（/tv/）链接。',
  shareText: null,
  steps: [
    { title: '在 Instagram 中复制链接', text: '点按 Reels 或帖子下方的纸飞机分享图标，然后选择“复制链接”。在浏览器中，复制帖子的地址即可。' },
    { title: '粘贴到这里', text: '将链接粘贴到上方并点击“下载”。轮播帖子会列出其中包含的每个视频。' },
    { title: '保存 MP4', text: '选择画质；仅含画面的视频流会在我们的服务器上与声音合并。' },
  ],
  formats: [
    { title: '带声音的 MP4', text: 'Reels 和帖子保持上传时的分辨率，Reels 通常最高 1080x1920。' },
    { title: 'DASH 视频和音频', text: '较新的上传内容以分离的视频流和音频流提供；选择视频画质后，我们会为其合并声音。' },
    { title: '仅音频', text: '将 Reels 的配乐保存为 M4A，方便获取片段的原声。' },
  ],
  faq: [
    { question: '可以下载私密账户的内容吗？', answer: '不可以。私密账户的帖子和快拍仅对已批准的粉丝可见，因此无法下载。' },
    { question: '可以下载快拍吗？', answer: '仍在展示期内的公开快拍通常可以通过快拍链接获取。Instagram 会限制匿名访问快拍，因此精选快拍或视频帖子更可靠。' },
    { question: '账户主人会知道吗？', answer: '不会。我们完全不使用任何账户，因此不会以您的账户发布、点赞或浏览任何内容。' },
    { question: '为什么只能获取到照片？', answer: '图片帖子不包含视频。在这里，只有 Reels、视频帖子和轮播中的视频页才会生成可下载的文件。' },
  ],
};
