import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'xiaoyuzhou',
  eyebrow: 'Xiaoyuzhou FM 다운로더',
  heading: 'Xiaoyuzhou FM(小宇宙) 에피소드 다운로드',
  intro:
    'Xiaoyuzhou FM(小宇宙)의 팟캐스트 에피소드를 M4A 또는 MP3 파일로 저장하세요. 앱에서 공유한 에피소드 링크를 붙여넣으면 프로그램과 에피소드 정보와 함께 원본 오디오를 다운로드할 수 있습니다.',
  placeholder: 'https://www.xiaoyuzhoufm.com/episode/…',
  hint: 'xiaoyuzhoufm.com 에피소드 링크와 xyzfm.link 단축 링크를 지원합니다.',
  shareText: null,
  steps: [
    { title: '에피소드 링크 복사', text: '小宇宙 앱에서 에피소드를 열고 공유(分享)를 탭한 뒤 링크 복사(复制链接)를 선택하세요. 컴퓨터에서는 xiaoyuzhoufm.com/episode/… 주소를 복사하세요.' },
    { title: '붙여넣고 처리하기', text: '위 입력란에 링크를 붙여넣고 다운로드를 누르세요. 공개된 에피소드 페이지를 읽어 오디오 파일을 찾아 드립니다.' },
    { title: '오디오 저장', text: '에피소드를 다운로드해 어떤 플레이어에서든 오프라인으로 들으세요.' },
  ],
  formats: [
    { title: '원본 에피소드 오디오', text: '보통 제작자가 정한 비트레이트의 M4A(AAC) 또는 MP3이며, 다운로드 위에 프로그램 이름이 표시됩니다.' },
  ],
  faq: [
    { question: 'Xiaoyuzhou 유료 에피소드도 다운로드할 수 있나요?', answer: '아니요. 유료(付费) 에피소드는 앱에서 구매한 사람만 들을 수 있으며 다운로드할 수 없습니다.' },
    { question: 'Xiaoyuzhou 앱이 필요한가요?', answer: '링크를 복사할 때만 필요합니다. 다운로드는 휴대폰이든 컴퓨터든 브라우저에서 이루어집니다.' },
    { question: '파일 이름이 왜 중국어인가요?', answer: '파일 이름에는 게시된 에피소드 제목을 그대로 사용합니다. 중국어 제목은 그대로 유지되며, 긴 제목은 파일 시스템 제한에 맞게 줄어듭니다.' },
  ],
};
