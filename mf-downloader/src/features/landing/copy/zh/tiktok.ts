import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'tiktok',
  eyebrow: 'TikTok 下载器',
  heading: '无水印下载 TikTok 视频',
  intro:
    '将 TikTok 视频保存为干净的 MP4 文件，去除来回移动的水印，也可以只保留声音作为音频。支持从 TikTok App 和 tiktok.com 复制的链接，手机和电脑均可使用。',
  placeholder: 'https://www.tiktok.com/@user/video/… 或 https://vm.tiktok.com/…',
  hint: '也支持分享短链接（vm.tiktok.com、vt.tiktok.com）：我们会自动跳转到对应视频。',
  shareText: null,
  steps: [
    { title: '在 TikTok 中复制链接', text: '打开视频，点按“分享”箭头并选择“复制链接”。在网页版中，复制视频页面的网址。' },
    { title: '粘贴并处理', text: '将链接粘贴到上方并点击“下载”。我们获取的是原始上传文件，而不是带水印的录屏版本。' },
    { title: '保存 MP4', text: '选择视频格式即可保存视频，选择仅音频格式则只保留声音。' },
  ],
  formats: [
    { title: '无水印 MP4', text: 'H.264 或 H.265 视频搭配 AAC 音频，通常为 576x1024 或 1080x1920，与创作者上传的完全一致。' },
    { title: '仅音频', text: '当 TikTok 单独提供音轨时，可将视频的配乐保存为 M4A/MP3。' },
  ],
  faq: [
    { question: '水印真的去掉了吗？', answer: '是的。TikTok 会将原始上传文件与叠加了用户名的副本分开存储；我们下载的是原始文件，因此不会有任何裁剪或模糊。' },
    { question: '可以下载 TikTok 照片轮播吗？', answer: '照片轮播是配有音乐的图片，而不是视频文件。通常可以保存其配乐；图片本身不会以视频形式提供。' },
    { question: '为什么 TikTok 链接无法使用？', answer: '私密账号、仅好友可见的视频和已删除的帖子都无法获取。请检查该视频能否在未登录状态下，于浏览器的无痕窗口中播放。' },
    { question: '创作者会收到通知吗？', answer: '不会。通过本网站下载不会与创作者或您的 TikTok 账号产生任何互动。请尊重创作者的权利，并在二次使用片段时注明出处。' },
  ],
};
