import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'xiaohongshu',
  eyebrow: '샤오홍슈(RedNote) 다운로더',
  heading: '샤오홍슈(RedNote) 동영상 다운로드',
  intro:
    '샤오홍슈(小红书, RedNote라고도 함)의 동영상 노트를 앱 없이 MP4로 저장하세요. xiaohongshu.com 링크, xhslink.com 단축 링크 또는 앱의 공유 메시지 전체를 붙여넣으면 됩니다.',
  placeholder: 'RedNote 공유 메시지 또는 https://www.xiaohongshu.com/explore/… 붙여넣기',
  hint: '앱 메시지 전체를 붙여넣어도 됩니다. 예: “… http://xhslink.com/a/…，复制本条信息，打开【小红书】App查看精彩内容！”',
  shareText: 'xiaohongshu',
  steps: [
    { title: '앱에서 복사', text: '동영상 노트를 열고 오른쪽 위의 공유 화살표를 누른 뒤 링크 복사(复制链接)를 선택하세요. xhslink.com 링크가 들어 있는 메시지가 복사됩니다.' },
    { title: '메시지 붙여넣기', text: '이모지와 중국어 텍스트까지 모두 위에 붙여넣고 다운로드를 누르세요. 링크는 저희가 찾아냅니다.' },
    { title: '동영상 저장', text: 'MP4를 선택하면 노트의 동영상을 소리와 함께 저장할 수 있습니다.' },
  ],
  formats: [
    { title: 'MP4 동영상', text: '노트의 동영상을 H.264 또는 H.265 영상과 AAC 오디오로 제공하며, 보통 720p 또는 1080p입니다.' },
    { title: '오디오', text: '노트에 별도의 오디오 트랙이 있으면 오디오만 항목에 표시됩니다.' },
  ],
  faq: [
    { question: '샤오홍슈 공유 메시지는 어떻게 생겼나요?', answer: '“76 用户发布了一篇小红书笔记，快来看吧！ http://xhslink.com/a/AbCdEf，复制本条信息，打开【小红书】App查看精彩内容！” 같은 형태입니다. 그대로 붙여넣으세요.' },
    { question: '이미지 노트도 다운로드할 수 있나요?', answer: '다운로드할 파일이 생기는 것은 동영상이 있는 노트뿐입니다. 사진만 있는 노트는 여기서 다운로드할 것이 없습니다.' },
    { question: '링크가 작동하지 않는 이유는 무엇인가요?', answer: '샤오홍슈 링크는 시간이 지나면 만료되며, 일부 노트는 팔로워에게만 또는 앱에서만 보입니다. 앱에서 새 링크를 복사해 다시 시도하세요. 비공개 노트는 다운로드할 수 없습니다.' },
    { question: 'RedNote와 샤오홍슈는 같은 건가요?', answer: '네. RedNote는 小红书(‘작은 빨간 책’이라는 뜻)의 영어 이름입니다. 어느 이름의 링크든 사용할 수 있습니다.' },
  ],
};
