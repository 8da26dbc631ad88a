import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'facebook',
  eyebrow: 'Facebook 다운로더',
  heading: 'Facebook 동영상과 릴스 다운로드',
  intro: '페이지, 공개 프로필, 공개 그룹에 올라온 공개 Facebook 동영상, 릴스, 공개 라이브 방송의 다시보기를 SD 또는 HD 화질의 MP4로 저장하세요.',
  placeholder: 'https://www.facebook.com/…/videos/… 또는 https://fb.watch/…',
  hint: 'facebook.com 동영상 및 릴스 링크와 fb.watch 단축 링크를 지원합니다.',
  shareText: null,
  steps: [
    { title: '동영상 링크 복사', text: 'Facebook 앱에서 동영상 아래의 공유하기를 누른 다음 링크 복사를 누르세요. 컴퓨터에서는 동영상을 열어 주소를 복사하거나 점 3개 메뉴 › 링크 복사를 이용하세요.' },
    { title: '붙여넣고 처리', text: '위에 링크를 붙여넣고 다운로드를 누르면 Facebook이 제공하는 화질을 확인할 수 있습니다.' },
    { title: 'SD 또는 HD로 다운로드', text: '최고 화질을 원하면 HD를, 작은 파일을 원하면 SD를 선택하세요. 영상만 있는 HD 스트림은 자동으로 소리와 병합됩니다.' },
  ],
  formats: [
    { title: 'SD 및 HD MP4', text: '보통 소리가 포함된 360p/480p SD 파일과 720p 또는 1080p HD 버전이 있습니다.' },
    { title: 'DASH 스트림', text: '릴스와 최근 업로드는 동영상과 오디오가 분리된 DASH 스트림으로 제공되며, 서버에서 재인코딩 없이 병합합니다.' },
  ],
  faq: [
    { question: '비공개 그룹이나 친구 공개 게시물의 동영상도 다운로드할 수 있나요?', answer: '아니요. 로그인하지 않아도 누구나 볼 수 있는 콘텐츠만 다운로드할 수 있습니다.' },
    { question: '릴스도 되나요?', answer: '네. 공유하기 › 링크 복사로 릴스 링크를 복사해 붙여넣으세요. 릴스는 세로형 MP4 파일로 다운로드됩니다.' },
    { question: '라이브 방송도 다운로드할 수 있나요?', answer: '공개 라이브 방송이 끝나고 Facebook에 다시보기가 게시되면 다른 동영상처럼 다시보기를 다운로드할 수 있습니다.' },
    { question: 'HD 옵션이 없는 이유는 무엇인가요?', answer: 'Facebook은 일부 업로드에만 HD 버전을 보관합니다. HD가 없으면 SD 파일이 제공되는 최고 화질입니다.' },
  ],
};
