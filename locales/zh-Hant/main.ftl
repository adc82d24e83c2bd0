# qibot 訊息，繁體中文（Discord 的 zh-TW）。與英文檔案的 id 相同。
# 輸入的文字（著法、格子、指令名、key=value 選項）保持英文原樣，括號內給出中文說明。
# 棋類術語及其來源見 docs/i18n-terms.md。

## 棋子、雙方、方向

piece-rat = 鼠
piece-cat = 貓
piece-dog = 狗
piece-wolf = 狼
piece-leopard = 豹
piece-tiger = 虎
piece-lion = 獅
piece-elephant = 象
the-rat = 鼠
the-cat = 貓
the-dog = 狗
the-wolf = 狼
the-leopard = 豹
the-tiger = 虎
the-lion = 獅
the-elephant = 象
side-red = 紅方
side-blue = 藍方
side-black = 黑方
game-jungle = 鬥獸棋
game-xiangqi = 象棋
direction-up = 向上
direction-down = 向下
direction-left = 向左
direction-right = 向右

## 著法不合規則的原因（規則層的 IllegalMove）

illegal-game-over = 對局已經結束
illegal-no-piece = { $square } 上沒有棋子
illegal-not-your-piece = { $square } 上的{ $piece }是{ $owner }的棋子；你是{ $you }
illegal-same-square = 棋子必須走到另一格
illegal-diagonal = 棋子不能斜走：{ $piece }每次只能向上、下、左或右走一格
illegal-too-far = { $piece }每次只能走一格，向上、下、左或右
illegal-not-a-jumper = 只有獅和虎可以跳河
illegal-tiger-vertical = 按此規則，虎只能縱向跳河
illegal-jump-blocked = 河中的{ $blocker }擋住了{ $jumper }跳河
illegal-own-den = 不能進入自己的獸穴
illegal-water = 只有鼠可以下河
illegal-water-dog = 只有鼠和狗可以下河
illegal-own-piece = 你的棋子已經在 { $square } 上
illegal-from-water = { $piece }不能從河裡吃岸上的棋子
illegal-into-water = { $piece }不能從岸上吃河裡的棋子
illegal-attacker-trapped = { $piece }在陷阱裡（等級為 0），不能吃子
illegal-elephant-rat = 象不能吃鼠
illegal-too-weak = { $attacker }（{ $attacker_rank }）不能吃{ $defender }（{ $defender_rank }）
illegal-would-repeat = 這步棋會使同一局面第 { $count } 次出現

## 著法文字無法讀取的原因（規則層的 MoveTextError）

move-empty = 著法是空的：請寫如 `鼠 c3 c4`、`鼠 c4`、`鼠 上` 或 `c3c4`
move-too-long = 這段文字太長，不是一步棋：請寫如 `鼠 c3 c4` 或 `c3c4`
move-unknown-word = 我不認識 `{ $word }` 這個詞：請寫棋子名（rat、cat、dog、wolf、leopard、tiger、lion、elephant，或 鼠 貓 狗 狼 豹 虎 獅 象）、格子（如 c3），或 up/down/left/right（上/下/左/右）
move-unknown-word-suggest = 我不認識 `{ $word }` 這個詞（你是想寫 `{ $suggestion }` 嗎？）：請寫棋子名（rat、cat、dog、wolf、leopard、tiger、lion、elephant，或 鼠 貓 狗 狼 豹 虎 獅 象）、格子（如 c3），或 up/down/left/right（上/下/左/右）
move-unreadable = 無法把 `{ $text }` 讀作一步棋：請寫如 `鼠 c3 c4`、`鼠 c4`、`鼠 上`、`c3 c4` 或 `c3c4`
move-no-such-piece = 你已經沒有{ $piece }了
move-wrong-piece = { $square } 上是{ $actual }，不是{ $named }
move-wrong-piece-empty = { $square } 上沒有棋子；你的{ $named }在別處
move-ambiguous = 不止一個棋子能走到 { $square }（{ $pieces }）：請寫明棋子，例如 `{ $example }`
move-no-move-there = 你沒有棋子能走到 { $square }
move-missing-destination = 請寫明{ $piece }走到哪裡：它可以走到 { $squares }
move-missing-destination-none = 請寫明{ $piece }走到哪裡：它現在沒有合規的著法
move-off-board = { $square } 上的{ $piece }不能{ $direction }走：那裡是棋盤邊緣

## 規則選項有誤

rules-unknown-preset = 沒有 `{ $preset }` 這個規則預設；可用的預設：{ $presets }
rules-unknown-option = 沒有 `{ $key }` 這個規則選項；可用的選項：{ $options }
rules-unknown-option-suggest = 沒有 `{ $key }` 這個規則選項（你是想寫 `{ $suggestion }` 嗎？）
rules-bad-value = `{ $value }` 不是 `{ $key }` 的有效取值：請用 { $expected }
rules-not-key-value = `{ $text }` 不是規則設定：請寫成 key=value，例如 { $example }
bad-time-control = `{ $text }` 不是有效的用時：請寫 `none`（不計時）、每步限時如 `90s`，或以分鐘計的每方用時加可選的每步加秒，如 `10m`、`10+5` 或 `30m+10s`
bad-colour = 沒有 `{ $text }` 這種顏色：請用 red（紅）、{ $second } 或 random（隨機）
bad-game = 沒有 `{ $text }` 這種棋：請用 jungle（鬥獸棋）或 xiangqi（象棋）
colour-word-blue = blue（藍）
colour-word-black = black（黑）
bad-level = 沒有 `{ $text }` 這個級別；可用的級別：beginner（入門）、easy（簡單）、medium（中等）、hard（困難）、expert（專家）、master（大師）

## 訊息中的棋手與設定

seat-member = { $name }
seat-bot = qibot（{ $level }）
level-beginner = 入門
level-easy = 簡單
level-medium = 中等
level-hard = 困難
level-expert = 專家
level-master = 大師
time-none = 不計時
time-per-move = 每步 { $seconds } 秒
time-clock = { $increment ->
    [0] 每方 { $minutes } 分鐘
   *[other] 每方 { $minutes } 分鐘，每步加 { $increment } 秒
}
rated-yes = 計分
rated-no = 不計分
colour-red = 紅方
colour-blue = 藍方
colour-black = 黑方
colour-random = 抽籤決定的一方

## 開局與挑戰

game-started = 對局 #{ $game }：{ $red }（{ $red_side }）對 { $blue }（{ $blue_side }），{ $kind }。規則 { $rules }，{ $time }，{ $rated }。{ $first }先走。
bot-games-unrated = 與機器人的對局從不計分；請去掉 `rated` 再開局
channel-busy-game = 本頻道正在進行對局 #{ $game }：請開一個討論串來下新的一局，或等這局結束
channel-busy-challenge = 本頻道有一個挑戰在等待回應：請開一個討論串，或等它被回應或過期
challenge-self = 你不能挑戰自己；想一個人下，請和機器人下
challenge-made = { $challenger } 向 { $challenged } 發起{ $kind }挑戰：規則 { $rules }，{ $time }，{ $rated }；{ $challenger } 執{ $colour }。{ $challenged }，請在 { $minutes } 分鐘內接受或拒絕。
no-challenge-here = 本頻道沒有等待回應的挑戰
challenge-own = 這是你自己發起的挑戰：只有 { $challenged } 可以接受（你可以用 decline 撤回）
challenge-not-yours = 只有 { $challenged } 可以回應這個挑戰
challenge-gone = 這個挑戰已經失效
challenge-declined = { $challenged } 拒絕了 { $challenger } 的挑戰。
challenge-withdrawn = { $challenger } 撤回了對 { $challenged } 的挑戰。
challenge-expired = { $challenger }，你對 { $challenged } 的挑戰已過期，沒有得到回應。
challenge-pending = 這裡有一個挑戰在等待回應；挑戰被接受後對局才開始

## 對局中

no-game-here = 本頻道沒有進行中的對局：去挑戰別人，或和機器人下一局
not-a-player = 你不是這局的棋手（{ $red } 對 { $blue }）；你可以觀戰
not-your-turn = 還沒輪到你：現在該 { $player } 走棋
limit-games-member = { $player } 已經在下 { $count } 局，這是每位成員同時對局的上限；請等其中一局結束後再試。
limit-games-server = 本伺服器已有 { $count } 局在進行，這是同時對局的上限；請等其中一局結束後再試。
limit-challenges-member = 你已有 { $count } 個未回應的挑戰，這是每位成員的上限；請等其中一個被回應或過期後再試。
limit-challenges-server = 本伺服器已有 { $count } 個未回應的挑戰，這是上限；請等其中一個被回應或過期後再試。
limit-rate-play = 每分鐘最多與機器人開 { $count } 局；請 { $secs } 秒後再試。
limit-rate-hint = 每分鐘最多請求 { $count } 次提示；請 { $secs } 秒後再試。
replay-too-big = { $text }（沒有附上回放：它有 { $size } MB，超過了可傳送的 { $max } MB。）
bot-busy = 機器人正忙於其他對局，所以什麼都沒有改變；請一分鐘後再試
bot-thinking = 機器人正在思考，請等它走棋
move-refused = 這步棋不能走：{ $reason }。
move-played = { $number }. { $player }（{ $side }）：{ $move }
status-to-move = 對局 #{ $game }，第 { $number } 回合：輪到 { $player }（{ $side }）走棋。{ $clock }{ $offer }
status-won = { $winner } 獲勝：{ $reason }。
status-drawn = 和棋：{ $reason }。
clock-both = 用時：{ $red_side } { $red }，{ $blue_side } { $blue }。
clock-move = 本步還剩 { $left }。
clock-none = {""}
offer-draw = { $player } 提議和棋。
offer-takeback = { $player } 請求悔棋。
offer-none = {""}
resign-done = { $player } 認輸。

## 和棋、悔棋、提示

bot-declines-draw = 機器人不同意和棋；請繼續下或認輸。
draw-already-offered = 你已經提議和棋；在對手走棋之前一直有效
draw-offered = { $player } 提議和棋。{ $opponent }，輸入 draw 同意，或輸入 decline 拒絕；你走下一步後提議即失效。
no-draw-offer = 沒有可以拒絕的和棋提議
draw-declined = { $player } 拒絕了和棋。
takeback-nothing = 你沒有可以悔的棋
takeback-done-bot = 已悔棋（退回 { $plies } 步）。輪到你走。
takeback-accepted = { $player } 同意了：這步棋已悔回。
takeback-already-asked = 你已經請求悔棋；請等待回應
takeback-asked = { $player } 請求悔回上一步棋。{ $opponent }，輸入 takeback 同意，或輸入 decline 拒絕。
no-takeback-asked = 沒有人請求悔棋
takeback-declined = { $player } 拒絕了悔棋。
hint = 提示：{ $move }（{ $canonical }）
hint-none = 這裡我沒有著法可以建議
hint-rated = 計分對局不允許使用提示
hint-not-allowed = 本伺服器不允許在成員之間的對局中使用提示
hint-not-your-turn = 提示只給該走棋的一方；請等輪到你

## 對局結束

game-over-win = 對局 #{ $game } 結束：{ $winner }（{ $side }）勝 { $loser }，{ $reason }。結果 { $score }。再來一局？
game-over-draw = 對局 #{ $game } 結束：和棋，{ $reason }。結果 { $score }。再來一局？
reason-den = 攻入獸穴
reason-no-pieces = 吃光對方全部棋子
reason-no-moves = 對方無子可走
reason-resignation = 對方認輸
reason-time = 對方超時
reason-abandoned = 對方棄局（未在時限內走棋）
reason-repetition = 局面重複
reason-no-capture-limit = 達到無吃子步數上限
reason-agreement = 雙方同意
reason-checkmate = 絕殺
reason-stalemate = 對方被困斃（象棋中無子可走判負）
reason-perpetual-check = 對方長將
reason-perpetual-chase = 對方長捉無根子
reason-move-limit = 達到步數上限（此處允許的最長對局）
reason-unknown = 仍在進行
reason-aborted = 被管理員中止
reason-unseen = qibot 已不能在它的頻道發言
status-no-result = 無結果：{ $reason }。
game-over-no-result = 對局 #{ $game } 結束，無結果：{ $reason }。不計分。
rating-changes = 等級分：{ $red }；{ $blue }。
rating-change = { $player } { $before } → { $after }（{ $delta }）
rematch-not-over = 那局還沒有結束：對局結束後才能要求再來一局（下完這局，或認輸）
rematch-not-player = 只有那局的棋手可以要求再來一局

## 列表、個人資料、歷史、匯出

games-none = 本伺服器沒有正在進行的對局。
games-list = 正在進行的對局（{ $count } 局）：
    { $games }
games-line = #{ $game } { $red } – { $blue }，第 { $number } 回合，在 { $channel }（{ $kind }）
games-quarantined = { $count } 局對局因儲存的記錄無法讀取而被擱置（只有伺服器管理者能看到這條）：
    { $games }
games-quarantined-line = #{ $game }，在 { $channel }：{ $why }
rules-option = { $name }：{ $value }（`{ $key }={ $raw }`）
option-raw = { $text }
rules-described = { $preset }{ $changes }
preset-standard = 標準
preset-traditional = 傳統
preset-vertical-tiger = 虎縱跳
preset-fivefold = 五次重複
preset-engine = 引擎
preset-asian = 亞洲
preset-casual = 休閒
option-tiger_jump = 虎跳河
option-rat_captures_elephant_from_water = 鼠可從河裡吃象
option-dog_swims = 狗會游泳
option-universal_traps = 任何陷阱都使任何棋子等級降為 0
option-trapped_piece_can_capture = 陷阱裡的棋子可以吃子
option-jump_blocked_by = 能擋住跳河的棋子
option-repetition_draw = 終局的重複次數
option-no_capture_draw_plies = 無吃子判和的步數
option-first = 先走方
option-repetition = 局面重複
option-repetition_count = 終局的重複次數
option-value-true = 是
option-value-false = 否
option-value-both = 縱橫都可以
option-value-vertical = 只能縱向
option-value-any = 任何在河裡的棋子
option-value-enemy = 只有對方在河裡的棋子
option-value-red = 紅方
option-value-blue = 藍方
option-value-draw = 判和
option-value-forbid = 造成重複的一方不得走
option-value-asian = 亞洲規則（長將、長捉判負）
option-value-off = 關閉
rules-text = 規則：{ $rules }；用時：{ $time }。
    { $summary }
    生效的選項：
    { $options }
leaderboard-empty = 本伺服器還沒有人下過計分的{ $kind }。
leaderboard = { $kind }排行榜：
    { $lines }
leaderboard-line = { $rank }. { $name }：{ $rating }（{ $games } 局）
profile = { $name }，{ $kind }：等級分 { $rating }（± { $deviation }），計分對局 { $games } 局：{ $wins } 勝，{ $draws } 和，{ $losses } 負。
profile-none = { $name } 在本伺服器還沒有下過計分的{ $kind }。
history = { $name } 最近的對局：
    { $lines }
history-none = { $name } 在本伺服器沒有已結束的對局。
history-line = #{ $game } { $red } – { $blue } { $score }（{ $reason }，{ $plies } 步）
history-unreadable = 有 { $count } 局（{ $games }）無法讀取，已略去
export = 對局 #{ $game } 的文字記錄：
    { $text }
export-unknown = 本伺服器沒有對局 #{ $game }
export-broken = 對局 #{ $game } 無法匯出：{ $detail }
game-unreadable = 對局 #{ $game } 無法讀取（{ $detail }）；它的記錄保持原樣，你的其他對局不受影響

## 設定與其他

language-set = 我在本伺服器將使用繁體中文。
default-game-set = 本伺服器的新對局預設是{ $game }，除非棋手另選。
language-unknown = 我不會說 `{ $text }`；我會說英語（en）、法語（fr）、簡體中文（zh-CN）、繁體中文（zh-TW）和越南語（vi）
style-set = 你的棋盤現在以{ $style }顯示棋子；下一張棋盤就這樣畫。
style-current = 你的棋子樣式：{ $style }。可用 `style characters`、`style letters` 或 `style pictograms` 選擇（在 Discord 上用 `/style`）。
style-default = 各棋的原樣（象棋用漢字，鬥獸棋用動物圖）
style-unknown = 沒有 `{ $text }` 這種棋子樣式；請選 characters（漢字）、letters（字母）或 pictograms（圖形）
style-characters = 漢字
style-letters = 字母（鬥獸棋用 R C D W P T L E，象棋用 G A E H R C S；文字棋盤也顯示這些字母）
style-pictograms = 圖形（畫出的符號；文字棋盤顯示字母）
casual-hints-on = 成員之間的不計分對局現在允許使用提示。
casual-hints-off = 成員之間的對局現在禁止使用提示。
store-failed = 我沒能儲存，所以什麼都沒有改變；請再試一次。（{ $detail }）
game-changed = 這局在此期間有了變化（機器人的另一個處理程序在這局走了棋），所以什麼都沒有改變；請看一下棋盤再試。
game-gone = 那局對局或那個挑戰已經不在了；什麼都沒有改變。
position-changed = 自本頁面載入以來局面已經變化，所以什麼都沒有走；請重新整理頁面再試。
submit-elsewhere = 這只能在對局所在的地方（Discord 裡）進行；什麼都沒有改變。
button-unknown = 我不認識這個按鈕
button-stale = 這個按鈕屬於已經結束的對局或挑戰
help = 指令：一步棋（鬥獸棋如 `鼠 c3 c4`、`鼠 上`、`c3c4`；象棋如 `h2e2`、`C2.5`、`炮 e2`、`炮二平五`），resign（認輸）、draw（提和）、takeback（悔棋）、accept 或 decline（接受或拒絕提議）、hint（提示）、board（棋盤）、rules（規則）、games（對局列表）、leaderboard（排行榜）、profile（個人資料）、export <對局號>（匯出）、style（棋子樣式，如 `style letters`）、language（你的回覆所用的語言，如 `language zh-TW`）。

## 輪次、提醒、用詞回應提議、管理員（issue 14）

reminder-clock = { $player }，對局 #{ $game } 輪到你走棋：你的時鐘還剩 { $left }。
reminder-abandon = { $player }，對局 #{ $game } 輪到你走棋：{ $left } 內不走棋，你將因棄局判負。
notify-on = 輪到你走棋時，你會被提及。
notify-off = 輪到你走棋時，你不會再被提及（提醒仍顯示在頻道中）。
member-language-set = 只有你能看到的回覆將使用：{ $language }（在所有伺服器上）；頻道裡大家看到的內容仍使用伺服器的語言。
member-language-cleared = 只有你能看到的回覆重新使用你的 Discord 語言（沒有則使用伺服器的語言）。
member-language-current = 只有你能看到的回覆使用：{ $language }（你的選擇）。可用 `/我的語言` 更改（輸入 `language auto` 則重新使用 Discord 的語言）。
member-language-none = 你沒有選擇語言：只有你能看到的回覆使用你的 Discord 語言，沒有則使用伺服器的語言。可用 `/我的語言` 選擇（輸入 `language zh-TW`、`language vi`…）。
abort-forbidden = 只有管理員（有「管理訊息」權限，或有伺服器的管理員身分組）可以中止對局
challenge-aborted = { $moderator } 撤回了 { $challenger } 對 { $challenged } 的挑戰。
no-offer-to-answer = 對手沒有需要你回應的和棋提議或悔棋請求
# 棋手單獨輸入即可回應提議的詞（多個詞用 | 分隔）。
typed-accept = 接受|同意
typed-decline = 拒絕|不同意

## 按鈕

button-resign = 認輸
button-draw = 提和
button-takeback = 悔棋
button-hint = 提示
button-accept = 接受
button-decline = 拒絕
button-accept-draw = 同意和棋
button-decline-draw = 拒絕和棋
button-accept-takeback = 同意悔棋
button-decline-takeback = 拒絕悔棋
button-rematch = 再來一局
button-export = 匯出

## 主控台

console-resumed = 從 { $db } 繼續對局 #{ $game }（{ $kind }）。
console-started = 新對局 #{ $game } 已儲存在 { $db }。輸入一步棋（如 { $examples }），或 resign（認輸）、draw（提和）、takeback（悔棋）、hint（提示）、board（棋盤）、review（覆盤上一局已結束的對局）、learn（新手課程）、help（可輸入的全部命令）；輸入結束時對局會保留，以後可以繼續。
console-png = 棋盤圖片：{ $path }
console-cannot-write = 無法寫入 { $path }（{ $detail }）：請檢查 `--out` 指定的資料夾是否可寫入。
console-record = 對局記錄（文字）：{ $path }
console-gif = 回放：{ $path }
console-captures = 吃子表圖片：{ $path }
console-review = 覆盤圖片：{ $path }
console-review-no-out = 要得到 PNG 格式的覆盤圖片，請用 `--out 目錄` 啟動 `qibot play`。
console-help = 在這裡可以輸入：一步棋（如 { $examples }）、resign（認輸）、draw（提和）、takeback（悔棋）、hint（提示一步棋）、board（棋盤）、rules（規則）、games（正在下的對局）、leaderboard（排行榜）、profile（個人資料）、history（你已結束的對局）、review（覆盤上一局已結束的對局；`review 3` 覆盤第 3 局）、export（以文字匯出對局；`export 3` 匯出第 3 局）、puzzle（本棋種的一道謎題；`puzzle server` 取自你自己的對局）、learn（新手課程；`learn 3` 學第 3 課，`learn next` 進入下一步）、style（棋子樣式，如 `style letters`）、language（本控制台的語言，如 `language en`）、rematch（對局結束後再來一局）、help（說明）、quit（離開，對局會保存）。
console-help-one-keyboard = 兩人共用一個鍵盤時，由輪到走棋的一方輸入；提議由另一方回應，如提議所說：accept（或再輸入 draw、takeback）或 decline。
console-flags-ignored = 命令列給出的選項是用於新對局的，但沒有開始新對局：先繼續這局未下完的{ $kind }。下完這局（或輸入 `resign` 認輸）後，再帶著這些選項執行 `qibot play`。
console-game-not-started = 沒有開始新的{ $asked }對局：先繼續這局未下完的{ $kind }（命令列給出的選項是用於新對局的）。下完這局（或輸入 `resign` 認輸）後，再帶著這些選項執行 `qibot play`。
console-paused = 輸入已結束；對局已儲存，用同一個資料庫即可繼續。
console-quit = 再見：對局已儲存，用同一個資料庫即可繼續。
console-bye = 再見。
console-rematch = 輸入 `rematch` 開始下一局（交換顏色）；也可輸入 `review`、`export`、`history` 和 `puzzle`；輸入一步棋、`quit` 或結束輸入則退出。
console-not-utf8 = 這一行不是 UTF-8 文字，所以沒有走棋：請用純文字重新輸入（例如 { $examples }）。
console-player-name = 棋手
console-guest-name = 訪客
# 控制台自己的說法：hub 的原話講的是 Discord 伺服器和頻道，而控制台只屬於一位玩家，對局不計分。
console-no-game-here = 本控制台沒有進行中的對局：輸入 `rematch` 開始下一局，或輸入 `quit`
console-hint-not-allowed = 這裡兩位玩家之間的對局不允許提示（config.toml 中的 `casual_hints`）
console-games-none = 本控制台沒有進行中的對局。
console-games-line = #{ $game } { $red } – { $blue }，第 { $number } 回合（{ $kind }）
console-leaderboard-empty = 這裡還沒有人下過計分的{ $kind }對局：控制台的對局不計分（`history` 列出它們）。
console-profile-none = { $name } 在這裡沒有下過計分的{ $kind }對局：控制台的對局不計分（`history` 列出它們）。
console-history-none = { $name } 在本控制台還沒有已結束的對局。
console-export-unknown = 本控制台的資料庫中沒有第 { $game } 局
console-review-busy = 引擎正在覆盤另一局：請一分鐘後再試
console-review-no-game = 你還沒有可以覆盤的已結束對局；請給出對局號，例如 `review 12`
console-puzzle-server-none = 你的對局中還沒有{ $game }謎題：謎題取自本控制台已結束的對局（至少 { $plies } 步），機器人會在其中尋找制勝局面。多下幾局再來，或輸入 `puzzle` 從內建的謎題集中取一道。
# 句中的語言名稱。
language-name = { $tag ->
    [fr] 法語
    [vi] 越南語
    [zh-Hans] 簡體中文
    [zh-Hant] 繁體中文
   *[en] 英語
}
console-language-set = 本控制台現在的所有回覆都使用{ $language }，下次也是（輸入 `language auto` 恢復預設語言）。
console-language-cleared = 本控制台重新使用預設語言（`--lang`，否則 config.toml，否則 $LANG）。
console-language-current = 本控制台使用{ $language }（你的選擇）。可用 `language en`、`language fr` 等更改（`language auto`：預設語言）。
console-language-none = 本控制台使用預設語言（`--lang`，否則 config.toml，否則 $LANG）。可用 `language en`、`language fr` 等選擇一種。
console-legend-jungle = 圖例：# 陷阱，* 獸穴，~ 河；大寫字母是紅方的棋子，小寫字母是藍方的（r 鼠，c 貓，d 狗，w 狼，p 豹，t 虎，l 獅，e 象）。
console-legend-xiangqi = 圖例：. 空交叉點；大寫字母是紅方的棋子，小寫字母是黑方的（k 帥/將，a 仕/士，b 相/象，n 馬，r 車，c 炮，p 兵/卒；`style letters` 時：g 帥/將，a 仕/士，e 相/象，h 馬，r 車，c 炮，s 兵/卒）。
board-trap = 陷阱
board-den = 獸穴

## Discord 前端
discord-thread = 這局在 { $thread } 中進行。
discord-language-forbidden = 只有能管理伺服器的成員才能更改伺服器的設定（語言、預設棋類）
discord-missing-permissions = qibot 不能在這裡主持對局：它在本頻道缺少以下權限：{ $missing }。請伺服器管理者授予這些權限（編輯頻道 > 權限），或到其他頻道下棋。
perm-send-messages = 傳送訊息
perm-attach-files = 附加檔案
perm-embed-links = 嵌入連結
perm-create-public-threads = 建立公開討論串
perm-send-messages-in-threads = 在討論串中傳送訊息
discord-dm-refused = 對局在伺服器的頻道裡進行，雙方都能看到棋盤：請在 qibot 所在伺服器的頻道裡使用 /challenge 或 /play
discord-challenge-bot = 你不能挑戰機器人：要和 qibot 下棋，請使用 /play
discord-unseen = { $text }（對局頻道：{ $channel }）

## 棋類

rules-summary-jungle = 鬥獸棋：每步向上、下、左或右走一格；可以吃等級相同或更低的棋子（從最低的 1 級到最高的 8 級：鼠、貓、狗、狼、豹、虎、獅、象；但鼠可以吃象{ $rat_water ->
    [yes] ，在河裡也可以
   *[no] {""}
}）；{ $tiger ->
    [vertical] 獅可以跳河，虎只能縱向跳河
   *[both] 獅和虎都可以跳河
}{ $blocked ->
    [enemy] ，只有對方在河裡的棋子能擋住跳河
   *[any] {""}
}；{ $dog ->
    [yes] 鼠和狗可以下河
   *[no] 只有鼠可以下河
}；{ $traps ->
    [yes] 在任何陷阱裡的棋子等級都為 0
   *[no] 在對方陷阱裡的棋子等級為 0
}{ $trapped ->
    [yes] （只在被吃時如此，它吃子時仍按原等級）
   *[no] {""}
}；進入對方的獸穴即獲勝。{ $first }先走。{ $repetition ->
    [forbid] 會使同一局面出現 { $count } 次的著法不允許走（不因重複判和；只剩這種著法的一方判負）。
    [off] 局面重複不結束對局。
   *[draw] 同一局面出現 { $count } 次即判和。
}{ $plies ->
    [0] 不限制無吃子的步數。
   *[other] 連續 { $plies } 步無吃子即判和。
}
# /rules 下鬥獸棋的吃子表（「誰能吃誰」）。
captures-title = 誰能吃誰
captures-rules = 規則：{ $rules }
captures-axes = 橫列：吃子的一方；直欄：被吃的棋子
captures-mark-captures = 能吃
captures-mark-not-from-water = 在岸上能吃，從河裡不能吃
captures-mark-from-water-only = 只能從河裡吃
captures-mark-own-trap-only = 只能吃在己方陷阱裡的棋子
captures-mark-never = 不能吃
captures-trapped = { $captures ->
    [yes] 在對方陷阱裡的棋子仍按原等級吃子，任何棋子都能吃它。
   *[no] 在對方陷阱裡的棋子不能吃子，任何棋子都能吃它。
}
rules-summary-xiangqi = 象棋：將死對方的帥/將即勝；困斃（無子可走）也判負；帥和將不能在同一條直線上中間無子而見面。棋子走法：帥/將每次沿直線走一步，不能走出九宮；仕/士每次斜走一步，也只在九宮內；相/象每次斜走兩步（走「田」字），不能過河，「田」字中心有子時不能走（塞象眼）；馬先直走一步再斜走一步（走「日」字），直走方向緊挨著的點上有子時不能走（蹩馬腿）；車沿直線走，步數不限；炮的走法同車，但吃子時必須隔著恰好一個棋子（炮架）；兵/卒每次向前走一步，過河以後也可以橫走一步，永遠不能後退。{ $repetition ->
    [asian] 同一局面出現 { $count } 次時：在循環中每步都將軍的一方判負（長將；雙方都長將則判和）；否則在循環中每步都捉同一個無根子而不將軍的一方判負（長捉；帥/將或未過河的兵/卒去捉，或雙方都長捉，則判和）；否則判和。
   *[draw] 同一局面出現 { $count } 次即判和。
}{ $plies ->
    [0] 不限制無吃子的步數。
   *[other] 連續 { $plies } 步無吃子即判和。
}預設：standard（標準）、asian（亞洲規則：在重複中一直將軍或一直捉無根子的一方判負）、casual（休閒：五次重複判和，不限制無吃子步數）。著法：ICCS `h2e2`、WXF `C2.5`、`炮 e2`、中文 `炮二平五`。
console-examples-jungle = `鼠 上`、`c3c4`
console-examples-xiangqi = `炮二平五`、`馬二進三`、`C2.5`、`h2e2`、`炮 e2`
illegal-other-game = 這步棋屬於另一種棋

## 象棋棋子

xq-piece-general = 帥/將
xq-piece-advisor = 仕/士
xq-piece-elephant = 相/象
xq-piece-horse = 馬
xq-piece-chariot = 車
xq-piece-cannon = 炮
xq-piece-soldier = 兵/卒
xq-the-general = 帥/將
xq-the-advisor = 仕/士
xq-the-elephant = 相/象
xq-the-horse = 馬
xq-the-chariot = 車
xq-the-cannon = 炮
xq-the-soldier = 兵/卒

## 象棋著法不合規則的原因

xq-illegal-leaves-palace = { $piece }不能走出九宮
xq-illegal-general-step = 帥/將每次只能向上、下、左或右走一步
xq-illegal-advisor-step = 仕/士每次只能斜走一步
xq-illegal-elephant-step = 相/象必須斜走兩步（走「田」字）
xq-illegal-elephant-river = 相/象不能過河
xq-illegal-elephant-blocked = 相/象被 { $square } 上的棋子塞了象眼
xq-illegal-horse-step = 馬先直走一步，再向外斜走一步（走「日」字）
xq-illegal-horse-blocked = 馬被 { $square } 上的棋子蹩了馬腿
xq-illegal-not-straight = { $piece }只能沿橫線或直線走
xq-illegal-path-blocked = { $piece }被 { $square } 上的棋子擋住
xq-illegal-cannon-screen = 炮吃子必須隔著恰好一個棋子（炮架）
xq-illegal-cannon-screens = 炮吃子必須隔著恰好一個棋子，但中間有 { $count } 個
xq-illegal-soldier-backward = 兵/卒永遠不能後退
xq-illegal-soldier-sideways = 兵/卒過河以後才能橫走
xq-illegal-soldier-step = 兵/卒每次只能走一步
xq-illegal-generals-face = 這會使帥和將見面
xq-illegal-still-in-check = 你正被將軍，這步棋沒有應將
xq-illegal-leaves-in-check = 走這步棋後你的帥/將會被將軍（送將）

## 象棋著法文字無法讀取的原因

xq-move-empty = 著法是空的：請寫如 `h2e2`、`炮 h2 e2`、`C2.5` 或 `炮二平五`
xq-move-too-long = 這段文字太長，不是一步棋：請寫如 `h2e2`、`C2.5` 或 `炮二平五`
xq-move-unknown-word = 我不認識 `{ $word }` 這個詞：請寫棋子名（general、advisor、elephant、horse、chariot、cannon、soldier，或 帥 仕 相 馬 車 炮 兵）和交叉點如 h2 e2，或按 WXF 寫如 C2.5
xq-move-unknown-word-suggest = 我不認識 `{ $word }` 這個詞（你是想寫 `{ $suggestion }` 嗎？）：請寫棋子名（general、advisor、elephant、horse、chariot、cannon、soldier，或 帥 仕 相 馬 車 炮 兵）和交叉點如 h2 e2，或按 WXF 寫如 C2.5
xq-move-bad-wxf = 無法把 `{ $text }` 讀作 WXF 記法：請寫棋子字母（K A E H R C P）、它所在的路（從你的右邊數 1-9）、+（進）、-（退）或 .（平），再寫走的步數或到達的路，例如 C2.5 或 H8+7；同一路上有兩個同種棋子時：+C.5（前）或 -C.5（後）
xq-move-bad-chinese = 無法把 `{ $text }` 讀作中文記法：請寫棋子、它所在的路、進/进（向前）、退（向後）或 平（橫走），再寫走的步數或到達的路，例如 炮二平五 或 馬8進7；同一路上有兩個同種棋子時：前炮平四、後炮平四
xq-move-unreadable = 無法把 `{ $text }` 讀作一步棋：請寫如 `h2e2`、`炮 h2 e2`、`炮 e2`、`C2.5` 或 `炮二平五`
xq-move-no-piece-on-file = 你在第 { $file } 路沒有{ $piece }（路從你的右邊數起，1-9）
xq-move-not-in-tandem = 你沒有兩個{ $piece }在同一路上，所以「前」「後」沒有意義：請改為寫出它所在的路
xq-move-tandem-file-needed = 你的兵/卒在不止一路上前後相疊：請在字母後加上路，例如 +P7+1
xq-move-no-such-tandem = 你在那一路上只有 { $count } 個{ $piece }
xq-move-tandem-needed = 你在第 { $file } 路上不止一個{ $piece }能這樣走：請在字母前用 +（前）或 -（後）指明，例如 +{ $letter }
xq-move-no-sideways = { $piece }不能橫走：請用 +（進）或 -（退）加上到達的路
xq-move-same-file = 平著必須走到另一路，不能寫棋子所在的路
xq-move-zero-steps = 進或退需要 1 到 9 的步數
xq-move-wrong-file = 第 { $from } 路的{ $piece }不能走到第 { $to } 路
xq-move-off-board = 這會讓{ $piece }走出棋盤
xq-move-wrong-piece-empty = { $square } 上沒有你的棋子
xq-move-ambiguous = 不止一個棋子能走到 { $square }（從 { $froms }）：請同時寫出起點，例如 `{ $example }`
xq-move-no-kind-there = 你沒有{ $piece }能走到 { $square }

## 對局覆盤（引擎對已結束對局的評判，畫成圖片）
review-title = 對局覆盤：{ $red } 對 { $other }
review-title-result = 對局覆盤：{ $red } 對 { $other } · { $result }
review-accuracy = 準確率 { $percent }%
review-class-best = 最佳
review-class-good = 好棋
review-class-inaccuracy = 欠佳
review-class-mistake = 失誤
review-class-blunder = 嚴重失誤
review-swing = 最大轉折：第 { $number } 回合
review-moment = { $number }. { $side }：{ $played }
review-better = 更好：{ $better }
review-better-win = 更好：{ $better }（{ $win }）
review-den-in = { $moves } 步入穴
review-mate-in = { $moves } 步殺
review-legend-played = 實戰著法
review-legend-better = 更好的著法
review-no-mistakes = 沒有欠佳、失誤或嚴重失誤。
review-ready = 引擎對對局 #{ $game } 的覆盤：{ $red } 準確率 { $red_accuracy }%，{ $other } { $other_accuracy }%。
review-in-progress = 對局 #{ $game } 仍在進行：結束後才能覆盤
review-busy = 引擎正在覆盤本伺服器的另一局：請一分鐘後再試
review-no-game = 你在本伺服器沒有可以覆盤的已結束對局；請給出對局號，例如 `/review 12`
review-failed = 對局 #{ $game } 無法覆盤：{ $detail }
button-review = 覆盤
# 棋盤下方的選單，不用打字也能選著法。
menu-piece = 選擇要走的棋子
menu-move = 把 { $square } 上的棋子走到…
menu-no-moves = 你在 { $square } 上的棋子不能走：請從選單另選一個
# 對局的網頁（qibot web）。
web-title = { $kind }對局 #{ $game }：{ $red } – { $blue }
web-rated = 計分，{ $time }
web-casual = 不計分，{ $time }
web-board-ply = 第 { $number } 回合，{ $side }走（第 { $ply } 步，共 { $plies } 步）
web-board-alt = 第 { $ply } 步之後的棋盤
web-moves = 著法
web-no-moves = 還沒有走棋。
web-first = 開局
web-prev = 上一步
web-next = 下一步
web-last = 最新
web-flip = 翻轉棋盤
web-download = 下載：
web-download-record = 棋譜
web-download-gif = 回放（GIF）
web-review = 形勢評估（引擎覆盤）：點擊查看該步
web-live = 即時
web-offline = 正在重新連線…
web-rating = 等級分 { $rating }
web-unrated = 無等級分
web-bot = 機器人
web-not-found = 這裡什麼也沒有。
web-keys = 方向鍵：上一步和下一步；Home 和 End：開局和最新。
web-game-active = #{ $game } { $kind }：{ $red } – { $blue }，第 { $number } 回合
web-leaderboard = { $kind }排行榜
web-outcome-won = 勝
web-outcome-lost = 負
web-outcome-drawn = 和
web-outcome-none = 無結果
web-server-title = 本伺服器的對局
web-active = 進行中
web-no-active = 沒有進行中的對局。
web-finished = 已結束的對局
web-no-finished = 還沒有結束的對局。
web-col-rank = #
web-col-player = 棋手
web-col-rating = 等級分
web-col-games = 局數
web-col-record = 勝–和–負
web-newer = 上一頁
web-older = 下一頁
web-profile-title = { $name }（本伺服器）
web-ratings = 等級分
web-rating-history = 等級分走勢：{ $kind }
web-games = 對局
web-style = 棋子：
web-style-characters = 漢字
web-style-letters = 字母
web-style-pictograms = 圖形
web-play-controls = 你的操作
web-play-you = 你執{ $side }（{ $name }）。
web-play-your-turn = 輪到你：點一個棋子，再點它要去的位置——或輸入著法。
web-play-wait = 輪到對手走棋。
web-play-pick = 點這個棋子的一個標記位置，或點你的另一個棋子。
web-play-over = 對局已結束。
web-play-move-label = 輸入著法：
web-play-move-example = { $game ->
    [xiangqi] 炮二平五、C2.5、h2e2
   *[other] 鼠 上、c3c4
}
web-play-send = 走棋
web-play-resign = 認輸
web-play-resign-confirm = 確定認輸嗎？
web-play-resign-yes = 是，認輸
web-play-resign-no = 不，繼續
web-play-draw = 提和
web-play-takeback = 悔棋
web-play-hint = 提示
web-play-accept = 接受
web-play-decline = 拒絕
web-play-rematch = 再來一局
web-play-offered-draw = 對手提議和棋。
web-play-offered-takeback = 對手請求悔一步棋。
web-play-offering-draw = 你已提和，對手尚未回應。
web-play-offering-takeback = 你已請求悔棋，對手尚未回應。
web-play-time-up = 時間到。
web-play-sending = 傳送中…
web-play-failed = 無法連線到伺服器，請重試。
web-play-expired = 這個下棋連結已過期。請重新取得：點對局棋盤下的「在瀏覽器中下棋」按鈕，或使用 /網頁 下棋。
web-play-not-player = 這個連結不屬於本局的棋手。
web-play-watch = 觀看連結不能下棋。要下棋，請取得你自己的連結：點對局棋盤下的「在瀏覽器中下棋」按鈕，或使用 /網頁 下棋。
web-play-bad-link = 這個連結無效（已更新、已關閉或輸入錯誤），請重新取得。
web-play-finished = 對局已結束，不能再走棋。
web-play-not-over = 只有對局結束後才能要求再來一局。
web-play-too-fast = 這個連結的請求太多，請稍候。
web-play-bad-request = 無法讀取這個請求。
web-play-missing-field = 請求缺少欄位 `{ $field }`，每步棋都必須帶上它（走這步棋時的局面）。請重新整理頁面後再走這步棋。

## Puzzles (the console's `puzzle`)
# 謎題的主題（謎題檔案中的標識）。
puzzle-theme = { $theme ->
    [den] 獸穴
    [material] 得子
    [trap] 陷阱
    [sacrifice] 棄子
    [quiet-move] 靜著
    [lion-jump] 獅跳
    [tiger-jump] 虎跳
    [rat-in-the-water] 水中鼠
    [advisor-mate] 仕/士殺
    [cannon-mate] 炮殺
    [chariot-mate] 車殺
    [horse-mate] 馬殺
    [soldier-mate] 兵/卒殺
    [chariot-sacrifice] 棄車
    [win-cannon] 得炮
    [win-chariot] 得車
   *[other] { $theme }
}
puzzle-theme-in = { $what ->
    [den] { $moves } 步入穴
    [mate] { $moves } 步殺
    [stalemate] { $moves } 步困斃
   *[other] { $moves } 步{ $what }
}
puzzle-start = 謎題 { $id }（等級分 { $rating }；{ $themes }）：輪到你走，{ $moves } 步內{ $goal ->
    [material] 得子
   *[other] 取勝
}。輸入你的著法；機器人負責防守。
puzzle-right = 正確！機器人應著 { $reply }。輪到你走。
puzzle-solved = 解開了！你的謎題等級分：{ $rating }（{ $change }）。
puzzle-wrong = 這步不對。答案：{ $solution }。你的謎題等級分：{ $rating }（{ $change }）。
puzzle-none = 這個遊戲已經沒有可以出的謎題了。
puzzle-hint = 提示：走你在 { $square } 的{ $piece }。再輸入一次 `hint` 可以看到這步棋本身。
puzzle-hint-move = 提示：這步棋是 { $move }（`{ $canonical }`），輸入它即可走出。看過這個提示後解開，謎題在你的等級分中按未解開計算。
puzzle-solved-shown = 解開了，但這步棋是提示給出的：按未解開計算。你的謎題等級分：{ $rating }（{ $change }）。
puzzle-given-up = 你放棄了。答案：{ $solution }。你的謎題等級分：{ $rating }（{ $change }）。
puzzle-help = 在這道謎題中，輸入你的著法（例如 { $examples }），或者：hint（該走哪個棋子；再問一次：這步棋本身）、board（再看一次謎題的棋盤）、resign（放棄並查看答案）、quit（離開 qibot，你的對局會保存）。
puzzle-server-none = 本伺服器還沒有自己的{ $game }謎題：它們來自在這裡下完的對局（至少 { $plies } 步），機器人會在其中尋找致勝局面。先下幾盤再來，或者從內建題庫中選一道謎題。
puzzle-not-a-move = 這裡不是一步著法：請像對局時一樣輸入著法（例如 { $examples }）。
console-puzzle-not-for-puzzles = `{ $word }` 用於對局，不用於謎題：在這道謎題中請輸入你的著法（例如 { $examples }），或者 hint、board、resign（放棄並查看答案）、help、quit。
puzzle-status = 謎題 { $id }：{ $side }走，{ $goal ->
    [material] 得子
   *[other] 取勝
}
puzzle-no-try = 你在這裡沒有進行中的謎題：用 /謎題 來取得一個。
puzzle-start-stats = { $start } 目前 { $tried } 次嘗試中有 { $solved } 次解開。
profile-puzzles = { $profile } 謎題：等級分 { $rating }，解開 { $solved } 道，失敗 { $failed } 道。

## 每日謎題（/dailypuzzle）
puzzle-daily-set = 每日{ $game }謎題將於每天 UTC { $time } 發布在 { $channel }。
puzzle-daily-bad-time = 「{ $time }」不是時間：請按 24 小時制寫成 HH:MM，UTC 時間（例如 18:00 或 07:30）。沒有做任何更改。
puzzle-daily-off = 每日謎題已關閉：不再發布。
puzzle-daily-was-off = 本伺服器沒有可關閉的每日謎題。
puzzle-daily-post = **每日{ $game }謎題，{ $date }**：謎題 { $id }（等級分 { $rating }；{ $themes }），輪到你走，{ $moves } 步{ $goal ->
    [material] 得子
   *[other] 取勝
}。點「解題」來嘗試；只有你看得到你的解答。
puzzle-daily-previous = { $date } 的謎題（{ $id }）：{ $solution }。{ $tried } 人中有 { $solved } 人解出。
puzzle-daily-post-after = { $previous }

{ $post }
puzzle-daily-solve = 解題
puzzle-daily-over = { $date } 的每日謎題已結束：已經發布了更新的謎題。
puzzle-daily-tried = 你已經嘗試過謎題 { $id }：每位成員只能嘗試一次。
puzzle-end-stats = { $end } 這道謎題：{ $tried } 次嘗試中有 { $solved } 次解出（{ $percent }%）。
# Joins the items of a list (squares, themes, pieces): `, ` in English.
list-separator = 、
# A piece and a square as a move is typed: `dog c3`.
move-piece-square = { $piece } { $square }
