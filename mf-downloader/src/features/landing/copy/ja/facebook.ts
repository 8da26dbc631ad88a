import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'facebook',
  eyebrow: 'Facebook ダウンローダー',
  heading: 'Facebook の動画とリールをダウンロード',
  intro: 'ページ、公開プロフィール、公開グループにある公開の Facebook 動画、リール、公開ライブ動画のアーカイブを、SD または HD の MP4 で保存できます。',
  placeholder: 'https://www.facebook.com/…/videos/… または https://fb.watch/…',
  hint: 'facebook.com の動画・リールのリンクと、fb.watch の短縮リンクに対応しています。',
  shareText: null,
  steps: [
    { title: '動画のリンクをコピー', text: 'Facebook アプリで動画の下にある「シェア」をタップし、「リンクをコピー」を選びます。パソコンでは動画を開いてアドレスをコピーするか、3 点メニュー ›「リンクをコピー」を使います。' },
    { title: '貼り付けて処理', text: '上の入力欄にリンクを貼り付けて「ダウンロード」を押すと、Facebook が提供している画質が表示されます。' },
    { title: 'SD または HD でダウンロード', text: '画質重視なら HD、ファイルを小さくしたいなら SD を選びます。HD の映像のみのストリームは自動で音声と結合されます。' },
  ],
  formats: [
    { title: 'SD・HD の MP4', text: '通常は音声付きの 360p/480p の SD ファイルと、720p または 1080p の HD 版があります。' },
    { title: 'DASH ストリーム', text: 'リールや最近のアップロードは映像と音声が別々の DASH ストリームで配信され、当サービスのサーバーが再エンコードせずに結合します。' },
  ],
  faq: [
    { question: '非公開グループや友達限定の投稿の動画はダウンロードできますか？', answer: 'いいえ。ダウンロードできるのは、ログインしなくても誰でも見られるコンテンツだけです。' },
    { question: 'リールにも対応していますか？', answer: 'はい。「シェア」›「リンクをコピー」でリールのリンクをコピーして貼り付けてください。リールは縦型の MP4 ファイルとしてダウンロードされます。' },
    { question: 'ライブ動画はダウンロードできますか？', answer: '公開ライブ配信が終了し、Facebook がアーカイブを公開した後であれば、ほかの動画と同じようにダウンロードできます。' },
    { question: 'HD の選択肢が表示されないのはなぜですか？', answer: 'Facebook は一部のアップロードにしか HD 版を保存していません。HD がない場合は、SD ファイルが利用できる最高画質です。' },
  ],
};
