import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'castbox',
  eyebrow: 'Castbox ダウンローダー',
  heading: 'Castbox のポッドキャストエピソードをダウンロード',
  intro:
    'Castbox のエピソードを、アプリの外でも手元に残せる音声ファイルとして保存できます。Castbox FM のエピソードリンクを貼り付けて、オリジナルの MP3 または M4A をダウンロードしましょう。',
  placeholder: 'https://castbox.fm/episode/…',
  hint: 'castbox.fm のエピソードリンクと、Castbox アプリから共有されたリンクに対応しています。',
  shareText: null,
  steps: [
    { title: 'Castbox のリンクをコピー', text: 'Castbox アプリでエピソードを開き、「共有」をタップして「リンクをコピー」を選びます。ウェブでは castbox.fm/episode/… のアドレスをコピーします。' },
    { title: '貼り付けて処理', text: '上の入力欄にリンクを貼り付けて「ダウンロード」を押すと、エピソードの音声が表示されます。' },
    { title: 'ファイルを保存', text: 'エピソードをダウンロードすれば、Castbox アプリがなくてもどこでも再生できます。' },
  ],
  formats: [
    { title: 'エピソードの音声', text: '配信者が公開している MP3 または M4A（通常 64–128 kbps）。エピソード名と番組名が上に表示されます。' },
  ],
  faq: [
    { question: 'アプリ内のダウンロードと同じですか？', answer: 'Castbox アプリ内でダウンロードしたものはアプリの中にとどまります。ここでは、どのデバイスやプレーヤーにもコピーできる通常の音声ファイルを入手できます。' },
    { question: 'Castbox のプレミアムエピソードはダウンロードできますか？', answer: 'いいえ。有料エピソードやプレミアムエピソードは購読者限定のため、ダウンロードできるのは無料で公開されているエピソードだけです。' },
    { question: 'チャンネルのリンクではなくエピソードのリンクを使うのはなぜですか？', answer: 'チャンネルのリンクは番組全体を指します。エピソードのリンクなら、どの音声ファイルが欲しいのかを正確に特定できます。' },
  ],
};
