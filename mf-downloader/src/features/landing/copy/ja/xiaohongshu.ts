import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'xiaohongshu',
  eyebrow: '小紅書（RedNote）ダウンローダー',
  heading: '小紅書（RedNote）の動画をダウンロード',
  intro:
    '小紅書（Xiaohongshu／小红书、RedNote とも呼ばれます）の動画ノートを、アプリなしで MP4 として保存できます。xiaohongshu.com のリンク、xhslink.com の短縮リンク、またはアプリの共有メッセージを丸ごと貼り付けてください。',
  placeholder: 'RedNote の共有メッセージ、または https://www.xiaohongshu.com/explore/… を貼り付け',
  hint: 'アプリのメッセージを丸ごと貼り付けても使えます。例：「… http://xhslink.com/a/…，复制本条信息，打开【小红书】App查看精彩内容！」',
  shareText: 'xiaohongshu',
  steps: [
    { title: 'アプリでコピー', text: '動画ノートを開き、右上の共有矢印をタップして「复制链接」（リンクをコピー）を選びます。xhslink.com のリンクを含むメッセージがコピーされます。' },
    { title: 'メッセージを貼り付け', text: '絵文字や中国語の文章も含めて全部上の欄に貼り付け、「ダウンロード」を押します。リンクはこちらで見つけ出します。' },
    { title: '動画を保存', text: 'MP4 を選ぶと、ノートの動画を音声付きで保存できます。' },
  ],
  formats: [
    { title: 'MP4 動画', text: 'ノートの動画（H.264 または H.265、音声は AAC）です。多くは 720p か 1080p です。' },
    { title: '音声', text: 'ノートに独立した音声トラックがある場合は、「音声のみ」として表示されます。' },
  ],
  faq: [
    { question: '小紅書の共有メッセージはどんな形ですか？', answer: '「76 用户发布了一篇小红书笔记，快来看吧！ http://xhslink.com/a/AbCdEf，复制本条信息，打开【小红书】App查看精彩内容！」のような形です。そのまま貼り付けてください。' },
    { question: '画像ノートはダウンロードできますか？', answer: 'ダウンロードできるファイルがあるのは、動画付きのノートだけです。写真だけのノートには、ここでダウンロードできるものはありません。' },
    { question: 'リンクがうまくいかないのはなぜですか？', answer: '小紅書のリンクには有効期限があり、フォロワー限定やアプリ内限定で公開されているノートもあります。アプリから新しいリンクをコピーして、もう一度お試しください。非公開のノートはダウンロードできません。' },
    { question: 'RedNote と小紅書は同じものですか？', answer: 'はい。RedNote は小紅書（小红书、「小さな赤い本」の意味）の英語名です。どちらの名前のリンクでも使えます。' },
  ],
};
