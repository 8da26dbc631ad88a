import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'playerfm',
  eyebrow: 'Player.FM 다운로더',
  heading: 'Player.FM 팟캐스트 에피소드 다운로드',
  intro:
    'Player.FM에서 찾은 에피소드를 MP3 또는 M4A 파일로 저장하세요. Player.FM은 공개 팟캐스트 피드를 색인하므로 제목과 프로그램 정보가 담긴 제작자의 원본 오디오를 받을 수 있습니다.',
  placeholder: 'https://player.fm/series/…/…',
  hint: '에피소드 페이지(player.fm/series/show/episode) 링크가 가장 잘 작동합니다.',
  shareText: null,
  steps: [
    { title: '에피소드 링크 복사', text: 'Player.FM 앱에서 에피소드의 공유 버튼을 탭해 링크를 복사하거나, player.fm의 에피소드 페이지 주소를 복사하세요.' },
    { title: '붙여넣고 처리', text: '위 입력란에 링크를 붙여넣고 다운로드를 누르세요. 에피소드 페이지와 거기에 첨부된 오디오 파일을 읽어 옵니다.' },
    { title: '다운로드', text: '에피소드 파일을 저장해 원하는 팟캐스트 앱이나 음악 플레이어에서 재생하세요.' },
  ],
  formats: [
    { title: '피드 원본 파일', text: '팟캐스트 피드에 게시된 그대로의 MP3 또는 M4A이며, 챕터와 커버 아트가 포함된 경우가 많습니다.' },
  ],
  faq: [
    { question: '내 Player.FM 계정을 사용하나요?', answer: '아니요. 에피소드 페이지는 공개되어 있어 로그인할 필요가 없고, Player.FM 보관함에도 아무 변화가 없습니다.' },
    { question: '시리즈 전체를 다운로드할 수 있나요?', answer: '에피소드 링크를 한 번에 하나씩 붙여넣으세요. 프로그램 전체를 받으려면 팟캐스트 다운로더에 시리즈의 RSS 피드를 넣으면 됩니다.' },
    { question: '오래된 에피소드는 왜 실패하나요?', answer: '일부 제작자는 오래된 에피소드를 호스팅에서 삭제합니다. 원본에서 오디오 파일이 사라졌다면 더 이상 다운로드할 것이 없습니다.' },
  ],
};
