import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'xiaoyuzhou',
  eyebrow: 'Xiaoyuzhou FM ダウンローダー',
  heading: 'Xiaoyuzhou FM（小宇宙）のエピソードをダウンロード',
  intro:
    'Xiaoyuzhou FM（小宇宙）のポッドキャストエピソードを M4A または MP3 ファイルとして保存できます。アプリから共有したエピソードのリンクを貼り付けて、番組とエピソードの情報付きでオリジナル音声をダウンロードしましょう。',
  placeholder: 'https://www.xiaoyuzhoufm.com/episode/…',
  hint: 'xiaoyuzhoufm.com のエピソードリンクと xyzfm.link の短縮リンクに対応しています。',
  shareText: null,
  steps: [
    { title: 'エピソードのリンクをコピー', text: '小宇宙アプリでエピソードを開き、「分享」（共有）をタップして「复制链接」（リンクをコピー）を選びます。パソコンでは xiaoyuzhoufm.com/episode/… のアドレスをコピーします。' },
    { title: '貼り付けて処理', text: '上の入力欄にリンクを貼り付けて「ダウンロード」を押します。公開されているエピソードページを読み取り、音声ファイルを見つけます。' },
    { title: '音声を保存', text: 'エピソードをダウンロードして、お好きなプレーヤーでオフライン再生できます。' },
  ],
  formats: [
    { title: 'オリジナルのエピソード音声', text: '通常は配信者のビットレートのままの M4A（AAC）または MP3 で、ダウンロードの上に番組名が表示されます。' },
  ],
  faq: [
    { question: 'Xiaoyuzhou の有料エピソードはダウンロードできますか？', answer: 'いいえ。有料（付费）エピソードはアプリ内で購入した人だけが聴けるもので、ダウンロードはできません。' },
    { question: 'Xiaoyuzhou アプリは必要ですか？', answer: 'リンクをコピーするときだけ必要です。ダウンロードはスマートフォンでもパソコンでも、ブラウザ上で行われます。' },
    { question: 'ファイル名が中国語なのはなぜですか？', answer: 'ファイル名には公開時のエピソードタイトルをそのまま使っています。中国語のタイトルはそのまま残し、長すぎるものはファイルシステムの制限に収まるよう短縮します。' },
  ],
};
