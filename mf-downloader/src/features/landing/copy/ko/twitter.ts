import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'twitter',
  eyebrow: 'Twitter / X 다운로더',
  heading: 'X(Twitter) 동영상과 GIF 다운로드',
  intro:
    'X(구 Twitter) 게시물의 동영상과 움직이는 GIF를 X가 제공하는 모든 화질의 MP4로 저장하세요. 게시물 링크만 붙여넣으면 되고, 공개 게시물이라면 X 계정이 필요 없습니다.',
  placeholder: 'https://x.com/user/status/… 또는 https://twitter.com/user/status/…',
  hint: 'x.com, twitter.com, mobile.twitter.com 링크를 모두 지원합니다.',
  shareText: null,
  steps: [
    { title: '게시물 링크 복사', text: 'X 앱에서 게시물 아래의 공유 아이콘을 탭하고 링크 복사를 선택하세요. 웹에서는 게시물을 클릭한 뒤 /status/ 주소를 복사하세요.' },
    { title: '여기에 붙여넣기', text: '위에 링크를 붙여넣고 다운로드를 누르세요. 게시물에 동영상이 여러 개 있으면 각각 목록에 표시됩니다.' },
    { title: '해상도 선택', text: 'X는 보통 서너 가지 크기의 MP4를 제공합니다. 화질을 원하면 가장 큰 것을, 데이터를 아끼려면 더 작은 것을 고르세요.' },
  ],
  formats: [
    { title: '여러 크기의 MP4', text: '일반적으로 AAC 사운드가 포함된 480p, 720p, 1080p H.264 영상이며, 각각 그대로 다운로드할 수 있습니다.' },
    { title: 'MP4로 받는 GIF', text: 'X는 GIF를 소리 없는 짧은 반복 MP4로 저장합니다. 그 MP4를 그대로 받으므로 실제 GIF보다 용량이 작고 더 선명합니다.' },
    { title: 'HLS 변형', text: '일부 게시물은 HLS로만 스트리밍됩니다. 이런 변형은 하나의 MP4로 합쳐 드립니다.' },
  ],
  faq: [
    { question: '보호된 계정의 게시물도 다운로드할 수 있나요?', answer: '아니요. 보호된(비공개) 계정의 게시물은 승인된 팔로워만 볼 수 있으므로 다운로드할 수 없습니다.' },
    { question: '소리가 나지 않는 이유는 무엇인가요?', answer: 'GIF를 다운로드했다면 정상입니다. X의 GIF에는 오디오 트랙이 없습니다. 일반 동영상에는 AAC 사운드가 포함됩니다.' },
    { question: '스페이스나 라이브 방송도 되나요?', answer: 'X가 다시 보기로 남겨 둔 종료된 방송은 다운로드할 수 있는 경우가 많습니다. 진행 중인 라이브 스트림과 스페이스(Spaces) 오디오는 지원하지 않습니다.' },
    { question: 'X에 로그인해야 하나요?', answer: '아니요. 공개 게시물은 계정 없이 다운로드되며, 저희는 X 비밀번호를 절대 묻지 않습니다.' },
  ],
};
