# qibot 消息，简体中文（Discord 的 zh-CN）。与英文文件的 id 相同。
# 输入的文字（着法、格子、命令名、key=value 选项）保持英文原样，括号内给出中文说明。
# 棋类术语及其来源见 docs/i18n-terms.md。

## 棋子、双方、方向

piece-rat = 鼠
piece-cat = 猫
piece-dog = 狗
piece-wolf = 狼
piece-leopard = 豹
piece-tiger = 虎
piece-lion = 狮
piece-elephant = 象
the-rat = 鼠
the-cat = 猫
the-dog = 狗
the-wolf = 狼
the-leopard = 豹
the-tiger = 虎
the-lion = 狮
the-elephant = 象
side-red = 红方
side-blue = 蓝方
side-black = 黑方
game-jungle = 斗兽棋
game-xiangqi = 象棋
direction-up = 向上
direction-down = 向下
direction-left = 向左
direction-right = 向右

## 着法不合规则的原因（规则层的 IllegalMove）

illegal-game-over = 对局已经结束
illegal-no-piece = { $square } 上没有棋子
illegal-not-your-piece = { $square } 上的{ $piece }是{ $owner }的棋子；你是{ $you }
illegal-same-square = 棋子必须走到另一格
illegal-diagonal = 棋子不能斜走：{ $piece }每次只能向上、下、左或右走一格
illegal-too-far = { $piece }每次只能走一格，向上、下、左或右
illegal-not-a-jumper = 只有狮和虎可以跳河
illegal-tiger-vertical = 按此规则，虎只能纵向跳河
illegal-jump-blocked = 河中的{ $blocker }挡住了{ $jumper }跳河
illegal-own-den = 不能进入自己的兽穴
illegal-water = 只有鼠可以下河
illegal-water-dog = 只有鼠和狗可以下河
illegal-own-piece = 你的棋子已经在 { $square } 上
illegal-from-water = { $piece }不能从河里吃岸上的棋子
illegal-into-water = { $piece }不能从岸上吃河里的棋子
illegal-attacker-trapped = { $piece }在陷阱里（等级为 0），不能吃子
illegal-elephant-rat = 象不能吃鼠
illegal-too-weak = { $attacker }（{ $attacker_rank }）不能吃{ $defender }（{ $defender_rank }）
illegal-would-repeat = 这步棋会使同一局面第 { $count } 次出现

## 着法文字无法读取的原因（规则层的 MoveTextError）

move-empty = 着法是空的：请写如 `鼠 c3 c4`、`鼠 c4`、`鼠 上` 或 `c3c4`
move-too-long = 这段文字太长，不是一步棋：请写如 `鼠 c3 c4` 或 `c3c4`
move-unknown-word = 我不认识 `{ $word }` 这个词：请写棋子名（rat、cat、dog、wolf、leopard、tiger、lion、elephant，或 鼠 猫 狗 狼 豹 虎 狮 象）、格子（如 c3），或 up/down/left/right（上/下/左/右）
move-unknown-word-suggest = 我不认识 `{ $word }` 这个词（你是想写 `{ $suggestion }` 吗？）：请写棋子名（rat、cat、dog、wolf、leopard、tiger、lion、elephant，或 鼠 猫 狗 狼 豹 虎 狮 象）、格子（如 c3），或 up/down/left/right（上/下/左/右）
move-unreadable = 无法把 `{ $text }` 读作一步棋：请写如 `鼠 c3 c4`、`鼠 c4`、`鼠 上`、`c3 c4` 或 `c3c4`
move-no-such-piece = 你已经没有{ $piece }了
move-wrong-piece = { $square } 上是{ $actual }，不是{ $named }
move-wrong-piece-empty = { $square } 上没有棋子；你的{ $named }在别处
move-ambiguous = 不止一个棋子能走到 { $square }（{ $pieces }）：请写明棋子，例如 `{ $example }`
move-no-move-there = 你没有棋子能走到 { $square }
move-missing-destination = 请写明{ $piece }走到哪里：它可以走到 { $squares }
move-missing-destination-none = 请写明{ $piece }走到哪里：它现在没有合规的着法
move-off-board = { $square } 上的{ $piece }不能{ $direction }走：那里是棋盘边缘

## 规则选项有误

rules-unknown-preset = 没有 `{ $preset }` 这个规则预设；可用的预设：{ $presets }
rules-unknown-option = 没有 `{ $key }` 这个规则选项；可用的选项：{ $options }
rules-unknown-option-suggest = 没有 `{ $key }` 这个规则选项（你是想写 `{ $suggestion }` 吗？）
rules-bad-value = `{ $value }` 不是 `{ $key }` 的有效取值：请用 { $expected }
rules-not-key-value = `{ $text }` 不是规则设置：请写成 key=value，例如 { $example }
bad-time-control = `{ $text }` 不是有效的用时：请写 `none`（不计时）、每步限时如 `90s`，或以分钟计的每方用时加可选的每步加秒，如 `10m`、`10+5` 或 `30m+10s`
bad-colour = 没有 `{ $text }` 这种颜色：请用 red（红）、{ $second } 或 random（随机）
bad-game = 没有 `{ $text }` 这种棋：请用 jungle（斗兽棋）或 xiangqi（象棋）
colour-word-blue = blue（蓝）
colour-word-black = black（黑）
bad-level = 没有 `{ $text }` 这个级别；可用的级别：beginner（入门）、easy（简单）、medium（中等）、hard（困难）、expert（专家）、master（大师）

## 消息中的棋手与设置

seat-member = { $name }
seat-bot = qibot（{ $level }）
level-beginner = 入门
level-easy = 简单
level-medium = 中等
level-hard = 困难
level-expert = 专家
level-master = 大师
time-none = 不计时
time-per-move = 每步 { $seconds } 秒
time-clock = { $increment ->
    [0] 每方 { $minutes } 分钟
   *[other] 每方 { $minutes } 分钟，每步加 { $increment } 秒
}
rated-yes = 计分
rated-no = 不计分
colour-red = 红方
colour-blue = 蓝方
colour-black = 黑方
colour-random = 抽签决定的一方

## 开局与挑战

game-started = 对局 #{ $game }：{ $red }（{ $red_side }）对 { $blue }（{ $blue_side }），{ $kind }。规则 { $rules }，{ $time }，{ $rated }。{ $first }先走。
bot-games-unrated = 与机器人的对局从不计分；请去掉 `rated` 再开局
channel-busy-game = 本频道正在进行对局 #{ $game }：请开一个子区来下新的一局，或等这局结束
channel-busy-challenge = 本频道有一个挑战在等待回应：请开一个子区，或等它被回应或过期
challenge-self = 你不能挑战自己；想一个人下，请和机器人下
challenge-made = { $challenger } 向 { $challenged } 发起{ $kind }挑战：规则 { $rules }，{ $time }，{ $rated }；{ $challenger } 执{ $colour }。{ $challenged }，请在 { $minutes } 分钟内接受或拒绝。
no-challenge-here = 本频道没有等待回应的挑战
challenge-own = 这是你自己发起的挑战：只有 { $challenged } 可以接受（你可以用 decline 撤回）
challenge-not-yours = 只有 { $challenged } 可以回应这个挑战
challenge-gone = 这个挑战已经失效
challenge-declined = { $challenged } 拒绝了 { $challenger } 的挑战。
challenge-withdrawn = { $challenger } 撤回了对 { $challenged } 的挑战。
challenge-expired = { $challenger }，你对 { $challenged } 的挑战已过期，没有得到回应。
challenge-pending = 这里有一个挑战在等待回应；挑战被接受后对局才开始

## 对局中

no-game-here = 本频道没有进行中的对局：去挑战别人，或和机器人下一局
not-a-player = 你不是这局的棋手（{ $red } 对 { $blue }）；你可以观战
not-your-turn = 还没轮到你：现在该 { $player } 走棋
limit-games-member = { $player } 已经在下 { $count } 局，这是每位成员同时对局的上限；请等其中一局结束后再试。
limit-games-server = 本服务器已有 { $count } 局在进行，这是同时对局的上限；请等其中一局结束后再试。
limit-challenges-member = 你已有 { $count } 个未回应的挑战，这是每位成员的上限；请等其中一个被回应或过期后再试。
limit-challenges-server = 本服务器已有 { $count } 个未回应的挑战，这是上限；请等其中一个被回应或过期后再试。
limit-rate-play = 每分钟最多与机器人开 { $count } 局；请 { $secs } 秒后再试。
limit-rate-hint = 每分钟最多请求 { $count } 次提示；请 { $secs } 秒后再试。
replay-too-big = { $text }（没有附上回放：它有 { $size } MB，超过了可发送的 { $max } MB。）
bot-busy = 机器人正忙于其他对局，所以什么都没有改变；请一分钟后再试
bot-thinking = 机器人正在思考，请等它走棋
move-refused = 这步棋不能走：{ $reason }。
move-played = { $number }. { $player }（{ $side }）：{ $move }
status-to-move = 对局 #{ $game }，第 { $number } 回合：轮到 { $player }（{ $side }）走棋。{ $clock }{ $offer }
status-won = { $winner } 获胜：{ $reason }。
status-drawn = 和棋：{ $reason }。
clock-both = 用时：{ $red_side } { $red }，{ $blue_side } { $blue }。
clock-move = 本步还剩 { $left }。
clock-none = {""}
offer-draw = { $player } 提议和棋。
offer-takeback = { $player } 请求悔棋。
offer-none = {""}
resign-done = { $player } 认输。

## 和棋、悔棋、提示

bot-declines-draw = 机器人不同意和棋；请继续下或认输。
draw-already-offered = 你已经提议和棋；在对手走棋之前一直有效
draw-offered = { $player } 提议和棋。{ $opponent }，输入 draw 同意，或输入 decline 拒绝；你走下一步后提议即失效。
no-draw-offer = 没有可以拒绝的和棋提议
draw-declined = { $player } 拒绝了和棋。
takeback-nothing = 你没有可以悔的棋
takeback-done-bot = 已悔棋（退回 { $plies } 步）。轮到你走。
takeback-accepted = { $player } 同意了：这步棋已悔回。
takeback-already-asked = 你已经请求悔棋；请等待回应
takeback-asked = { $player } 请求悔回上一步棋。{ $opponent }，输入 takeback 同意，或输入 decline 拒绝。
no-takeback-asked = 没有人请求悔棋
takeback-declined = { $player } 拒绝了悔棋。
hint = 提示：{ $move }（{ $canonical }）
hint-none = 这里我没有着法可以建议
hint-rated = 计分对局不允许使用提示
hint-not-allowed = 本服务器不允许在成员之间的对局中使用提示
hint-not-your-turn = 提示只给该走棋的一方；请等轮到你

## 对局结束

game-over-win = 对局 #{ $game } 结束：{ $winner }（{ $side }）胜 { $loser }，{ $reason }。结果 { $score }。再来一局？
game-over-draw = 对局 #{ $game } 结束：和棋，{ $reason }。结果 { $score }。再来一局？
reason-den = 攻入兽穴
reason-no-pieces = 吃光对方全部棋子
reason-no-moves = 对方无子可走
reason-resignation = 对方认输
reason-time = 对方超时
reason-abandoned = 对方弃局（未在时限内走棋）
reason-repetition = 局面重复
reason-no-capture-limit = 达到无吃子步数上限
reason-agreement = 双方同意
reason-checkmate = 绝杀
reason-stalemate = 对方被困毙（象棋中无子可走判负）
reason-perpetual-check = 对方长将
reason-perpetual-chase = 对方长捉无根子
reason-move-limit = 达到步数上限（此处允许的最长对局）
reason-unknown = 仍在进行
reason-aborted = 被管理员中止
reason-unseen = qibot 已不能在它的频道发言
status-no-result = 无结果：{ $reason }。
game-over-no-result = 对局 #{ $game } 结束，无结果：{ $reason }。不计分。
rating-changes = 等级分：{ $red }；{ $blue }。
rating-change = { $player } { $before } → { $after }（{ $delta }）
rematch-not-over = 那局还没有结束：对局结束后才能要求再来一局（下完这局，或认输）
rematch-not-player = 只有那局的棋手可以要求再来一局

## 列表、个人资料、历史、导出

games-none = 本服务器没有正在进行的对局。
games-list = 正在进行的对局（{ $count } 局）：
    { $games }
games-line = #{ $game } { $red } – { $blue }，第 { $number } 回合，在 { $channel }（{ $kind }）
games-quarantined = { $count } 局对局因存储的记录无法读取而被搁置（只有服务器管理者能看到这条）：
    { $games }
games-quarantined-line = #{ $game }，在 { $channel }：{ $why }
rules-option = { $name }：{ $value }（`{ $key }={ $raw }`）
option-raw = { $text }
rules-described = { $preset }{ $changes }
preset-standard = 标准
preset-traditional = 传统
preset-vertical-tiger = 虎纵跳
preset-fivefold = 五次重复
preset-engine = 引擎
preset-asian = 亚洲
preset-casual = 休闲
option-tiger_jump = 虎跳河
option-rat_captures_elephant_from_water = 鼠可从河里吃象
option-dog_swims = 狗会游泳
option-universal_traps = 任何陷阱都使任何棋子等级降为 0
option-trapped_piece_can_capture = 陷阱里的棋子可以吃子
option-jump_blocked_by = 能挡住跳河的棋子
option-repetition_draw = 终局的重复次数
option-no_capture_draw_plies = 无吃子判和的步数
option-first = 先走方
option-repetition = 局面重复
option-repetition_count = 终局的重复次数
option-value-true = 是
option-value-false = 否
option-value-both = 纵横都可以
option-value-vertical = 只能纵向
option-value-any = 任何在河里的棋子
option-value-enemy = 只有对方在河里的棋子
option-value-red = 红方
option-value-blue = 蓝方
option-value-draw = 判和
option-value-forbid = 造成重复的一方不得走
option-value-asian = 亚洲规则（长将、长捉判负）
option-value-off = 关闭
rules-text = 规则：{ $rules }；用时：{ $time }。
    { $summary }
    生效的选项：
    { $options }
leaderboard-empty = 本服务器还没有人下过计分的{ $kind }。
leaderboard = { $kind }排行榜：
    { $lines }
leaderboard-line = { $rank }. { $name }：{ $rating }（{ $games } 局）
profile = { $name }，{ $kind }：等级分 { $rating }（± { $deviation }），计分对局 { $games } 局：{ $wins } 胜，{ $draws } 和，{ $losses } 负。
profile-none = { $name } 在本服务器还没有下过计分的{ $kind }。
history = { $name } 最近的对局：
    { $lines }
history-none = { $name } 在本服务器没有已结束的对局。
history-line = #{ $game } { $red } – { $blue } { $score }（{ $reason }，{ $plies } 步）
history-unreadable = 有 { $count } 局（{ $games }）无法读取，已略去
export = 对局 #{ $game } 的文字记录：
    { $text }
export-unknown = 本服务器没有对局 #{ $game }
export-broken = 对局 #{ $game } 无法导出：{ $detail }
game-unreadable = 对局 #{ $game } 无法读取（{ $detail }）；它的记录保持原样，你的其他对局不受影响

## 设置与其他

language-set = 我在本服务器将使用简体中文。
default-game-set = 本服务器的新对局默认是{ $game }，除非棋手另选。
language-unknown = 我不会说 `{ $text }`；我会说英语（en）、法语（fr）、简体中文（zh-CN）、繁体中文（zh-TW）和越南语（vi）
style-set = 你的棋盘现在以{ $style }显示棋子；下一张棋盘就这样画。
style-current = 你的棋子样式：{ $style }。可用 `style characters`、`style letters` 或 `style pictograms` 选择（在 Discord 上用 `/style`）。
style-default = 各棋的原样（象棋用汉字，斗兽棋用动物图）
style-unknown = 没有 `{ $text }` 这种棋子样式；请选 characters（汉字）、letters（字母）或 pictograms（图形）
style-characters = 汉字
style-letters = 字母（斗兽棋用 R C D W P T L E，象棋用 G A E H R C S；文字棋盘也显示这些字母）
style-pictograms = 图形（画出的符号；文字棋盘显示字母）
casual-hints-on = 成员之间的不计分对局现在允许使用提示。
casual-hints-off = 成员之间的对局现在禁止使用提示。
store-failed = 我没能保存，所以什么都没有改变；请再试一次。（{ $detail }）
game-changed = 这局在此期间有了变化（机器人的另一个进程在这局走了棋），所以什么都没有改变；请看一下棋盘再试。
game-gone = 那局对局或那个挑战已经不在了；什么都没有改变。
position-changed = 自本页面加载以来局面已经变化，所以什么都没有走；请刷新页面再试。
submit-elsewhere = 这只能在对局所在的地方（Discord 里）进行；什么都没有改变。
button-unknown = 我不认识这个按钮
button-stale = 这个按钮属于已经结束的对局或挑战
help = 命令：一步棋（斗兽棋如 `鼠 c3 c4`、`鼠 上`、`c3c4`；象棋如 `h2e2`、`C2.5`、`炮 e2`、`炮二平五`），resign（认输）、draw（提和）、takeback（悔棋）、accept 或 decline（接受或拒绝提议）、hint（提示）、board（棋盘）、rules（规则）、games（对局列表）、leaderboard（排行榜）、profile（个人资料）、export <对局号>（导出）、style（棋子样式，如 `style letters`）、language（你的回复所用的语言，如 `language zh-CN`）。

## 轮次、提醒、用词回应提议、管理员（issue 14）

reminder-clock = { $player }，对局 #{ $game } 轮到你走棋：你的时钟还剩 { $left }。
reminder-abandon = { $player }，对局 #{ $game } 轮到你走棋：{ $left } 内不走棋，你将因弃局判负。
notify-on = 轮到你走棋时，你会被提及。
notify-off = 轮到你走棋时，你不会再被提及（提醒仍显示在频道中）。
member-language-set = 只有你能看到的回复将使用：{ $language }（在所有服务器上）；频道里大家看到的内容仍使用服务器的语言。
member-language-cleared = 只有你能看到的回复重新使用你的 Discord 语言（没有则使用服务器的语言）。
member-language-current = 只有你能看到的回复使用：{ $language }（你的选择）。可用 `/我的语言` 更改（输入 `language auto` 则重新使用 Discord 的语言）。
member-language-none = 你没有选择语言：只有你能看到的回复使用你的 Discord 语言，没有则使用服务器的语言。可用 `/我的语言` 选择（输入 `language zh-CN`、`language vi`…）。
abort-forbidden = 只有管理员（有“管理消息”权限，或有服务器的管理员身份组）可以中止对局
challenge-aborted = { $moderator } 撤回了 { $challenger } 对 { $challenged } 的挑战。
no-offer-to-answer = 对手没有需要你回应的和棋提议或悔棋请求
# 棋手单独输入即可回应提议的词（多个词用 | 分隔）。
typed-accept = 接受|同意
typed-decline = 拒绝|不同意

## 按钮

button-resign = 认输
button-draw = 提和
button-takeback = 悔棋
button-hint = 提示
button-accept = 接受
button-decline = 拒绝
button-accept-draw = 同意和棋
button-decline-draw = 拒绝和棋
button-accept-takeback = 同意悔棋
button-decline-takeback = 拒绝悔棋
button-rematch = 再来一局
button-export = 导出

## 控制台

console-resumed = 从 { $db } 继续对局 #{ $game }（{ $kind }）。
console-started = 新对局 #{ $game } 已保存在 { $db }。输入一步棋（如 { $examples }），或 resign（认输）、draw（提和）、takeback（悔棋）、hint（提示）、board（棋盘）、review（复盘上一局已结束的对局）、learn（新手课程）、help（可输入的全部命令）；输入结束时对局会保留，以后可以继续。
console-png = 棋盘图片：{ $path }
console-cannot-write = 无法写入 { $path }（{ $detail }）：请检查 `--out` 指定的文件夹是否可写。
console-record = 对局记录（文本）：{ $path }
console-gif = 回放：{ $path }
console-captures = 吃子表图片：{ $path }
console-review = 复盘图片：{ $path }
console-review-no-out = 要得到 PNG 格式的复盘图片，请用 `--out 目录` 启动 `qibot play`。
console-help = 在这里可以输入：一步棋（如 { $examples }）、resign（认输）、draw（提和）、takeback（悔棋）、hint（提示一步棋）、board（棋盘）、rules（规则）、games（正在下的对局）、leaderboard（排行榜）、profile（个人资料）、history（你已结束的对局）、review（复盘上一局已结束的对局；`review 3` 复盘第 3 局）、export（以文本导出对局；`export 3` 导出第 3 局）、puzzle（本棋种的一道谜题；`puzzle server` 取自你自己的对局）、learn（新手课程；`learn 3` 学第 3 课，`learn next` 进入下一步）、style（棋子样式，如 `style letters`）、language（本控制台的语言，如 `language en`）、rematch（对局结束后再来一局）、help（帮助）、quit（退出，对局会保存）。
console-help-one-keyboard = 两人共用一个键盘时，由轮到走棋的一方输入；提议由另一方回应，如提议所说：accept（或再输入 draw、takeback）或 decline。
console-flags-ignored = 命令行给出的选项是用于新对局的，但没有开始新对局：先继续这局未下完的{ $kind }。下完这局（或输入 `resign` 认输）后，再带着这些选项运行 `qibot play`。
console-game-not-started = 没有开始新的{ $asked }对局：先继续这局未下完的{ $kind }（命令行给出的选项是用于新对局的）。下完这局（或输入 `resign` 认输）后，再带着这些选项运行 `qibot play`。
console-paused = 输入已结束；对局已保存，用同一个数据库即可继续。
console-quit = 再见：对局已保存，用同一个数据库即可继续。
console-bye = 再见。
console-rematch = 输入 `rematch` 开始下一局（交换颜色）；也可输入 `review`、`export`、`history` 和 `puzzle`；输入一步棋、`quit` 或结束输入则退出。
console-not-utf8 = 这一行不是 UTF-8 文字，所以没有走棋：请用纯文字重新输入（例如 { $examples }）。
console-player-name = 棋手
console-guest-name = 访客
# 控制台自己的说法：hub 的原话讲的是 Discord 服务器和频道，而控制台只属于一位玩家，对局不计分。
console-no-game-here = 本控制台没有进行中的对局：输入 `rematch` 开始下一局，或输入 `quit`
console-hint-not-allowed = 这里两位玩家之间的对局不允许提示（config.toml 中的 `casual_hints`）
console-games-none = 本控制台没有进行中的对局。
console-games-line = #{ $game } { $red } – { $blue }，第 { $number } 回合（{ $kind }）
console-leaderboard-empty = 这里还没有人下过计分的{ $kind }对局：控制台的对局不计分（`history` 列出它们）。
console-profile-none = { $name } 在这里没有下过计分的{ $kind }对局：控制台的对局不计分（`history` 列出它们）。
console-history-none = { $name } 在本控制台还没有已结束的对局。
console-export-unknown = 本控制台的数据库中没有第 { $game } 局
console-review-busy = 引擎正在复盘另一局：请一分钟后再试
console-review-no-game = 你还没有可以复盘的已结束对局；请给出对局号，例如 `review 12`
console-puzzle-server-none = 你的对局中还没有{ $game }谜题：谜题取自本控制台已结束的对局（至少 { $plies } 步），机器人会在其中寻找制胜局面。多下几局再来，或输入 `puzzle` 从自带的谜题集中取一道。
# 句中的语言名称。
language-name = { $tag ->
    [fr] 法语
    [vi] 越南语
    [zh-Hans] 简体中文
    [zh-Hant] 繁体中文
   *[en] 英语
}
console-language-set = 本控制台现在的所有回复都使用{ $language }，下次也是（输入 `language auto` 恢复默认语言）。
console-language-cleared = 本控制台重新使用默认语言（`--lang`，否则 config.toml，否则 $LANG）。
console-language-current = 本控制台使用{ $language }（你的选择）。可用 `language en`、`language fr` 等更改（`language auto`：默认语言）。
console-language-none = 本控制台使用默认语言（`--lang`，否则 config.toml，否则 $LANG）。可用 `language en`、`language fr` 等选择一种。
console-legend-jungle = 图例：# 陷阱，* 兽穴，~ 河；大写字母是红方的棋子，小写字母是蓝方的（r 鼠，c 猫，d 狗，w 狼，p 豹，t 虎，l 狮，e 象）。
console-legend-xiangqi = 图例：. 空交叉点；大写字母是红方的棋子，小写字母是黑方的（k 帅/将，a 仕/士，b 相/象，n 马，r 车，c 炮，p 兵/卒；`style letters` 时：g 帅/将，a 仕/士，e 相/象，h 马，r 车，c 炮，s 兵/卒）。
board-trap = 陷阱
board-den = 兽穴

## Discord 前端
discord-thread = 这局在 { $thread } 中进行。
discord-language-forbidden = 只有能管理服务器的成员才能更改服务器的设置（语言、默认棋类）
discord-missing-permissions = qibot 不能在这里主持对局：它在本频道缺少以下权限：{ $missing }。请服务器管理者授予这些权限（编辑频道 > 权限），或到其他频道下棋。
perm-send-messages = 发送消息
perm-attach-files = 附加文件
perm-embed-links = 嵌入链接
perm-create-public-threads = 创建公开子区
perm-send-messages-in-threads = 在子区中发送消息
discord-dm-refused = 对局在服务器的频道里进行，双方都能看到棋盘：请在 qibot 所在服务器的频道里使用 /challenge 或 /play
discord-challenge-bot = 你不能挑战机器人：要和 qibot 下棋，请使用 /play
discord-unseen = { $text }（对局频道：{ $channel }）

## 棋类

rules-summary-jungle = 斗兽棋：每步向上、下、左或右走一格；可以吃等级相同或更低的棋子（从最低的 1 级到最高的 8 级：鼠、猫、狗、狼、豹、虎、狮、象；但鼠可以吃象{ $rat_water ->
    [yes] ，在河里也可以
   *[no] {""}
}）；{ $tiger ->
    [vertical] 狮可以跳河，虎只能纵向跳河
   *[both] 狮和虎都可以跳河
}{ $blocked ->
    [enemy] ，只有对方在河里的棋子能挡住跳河
   *[any] {""}
}；{ $dog ->
    [yes] 鼠和狗可以下河
   *[no] 只有鼠可以下河
}；{ $traps ->
    [yes] 在任何陷阱里的棋子等级都为 0
   *[no] 在对方陷阱里的棋子等级为 0
}{ $trapped ->
    [yes] （只在被吃时如此，它吃子时仍按原等级）
   *[no] {""}
}；进入对方的兽穴即获胜。{ $first }先走。{ $repetition ->
    [forbid] 会使同一局面出现 { $count } 次的着法不允许走（不因重复判和；只剩这种着法的一方判负）。
    [off] 局面重复不结束对局。
   *[draw] 同一局面出现 { $count } 次即判和。
}{ $plies ->
    [0] 不限制无吃子的步数。
   *[other] 连续 { $plies } 步无吃子即判和。
}
# /rules 下斗兽棋的吃子表（“谁能吃谁”）。
captures-title = 谁能吃谁
captures-rules = 规则：{ $rules }
captures-axes = 行：吃子的一方；列：被吃的棋子
captures-mark-captures = 能吃
captures-mark-not-from-water = 在岸上能吃，从河里不能吃
captures-mark-from-water-only = 只能从河里吃
captures-mark-own-trap-only = 只能吃在己方陷阱里的棋子
captures-mark-never = 不能吃
captures-trapped = { $captures ->
    [yes] 在对方陷阱里的棋子仍按原等级吃子，任何棋子都能吃它。
   *[no] 在对方陷阱里的棋子不能吃子，任何棋子都能吃它。
}
rules-summary-xiangqi = 象棋：将死对方的帅/将即胜；困毙（无子可走）也判负；帅和将不能在同一条直线上中间无子而见面。棋子走法：帅/将每次沿直线走一步，不能走出九宫；仕/士每次斜走一步，也只在九宫内；相/象每次斜走两步（走“田”字），不能过河，“田”字中心有子时不能走（塞象眼）；马先直走一步再斜走一步（走“日”字），直走方向紧挨着的点上有子时不能走（蹩马腿）；车沿直线走，步数不限；炮的走法同车，但吃子时必须隔着恰好一个棋子（炮架）；兵/卒每次向前走一步，过河以后也可以横走一步，永远不能后退。{ $repetition ->
    [asian] 同一局面出现 { $count } 次时：在循环中每步都将军的一方判负（长将；双方都长将则判和）；否则在循环中每步都捉同一个无根子而不将军的一方判负（长捉；帅/将或未过河的兵/卒去捉，或双方都长捉，则判和）；否则判和。
   *[draw] 同一局面出现 { $count } 次即判和。
}{ $plies ->
    [0] 不限制无吃子的步数。
   *[other] 连续 { $plies } 步无吃子即判和。
}预设：standard（标准）、asian（亚洲规则：在重复中一直将军或一直捉无根子的一方判负）、casual（休闲：五次重复判和，不限制无吃子步数）。着法：ICCS `h2e2`、WXF `C2.5`、`炮 e2`、中文 `炮二平五`。
console-examples-jungle = `鼠 上`、`c3c4`
console-examples-xiangqi = `炮二平五`、`马二进三`、`C2.5`、`h2e2`、`炮 e2`
illegal-other-game = 这步棋属于另一种棋

## 象棋棋子

xq-piece-general = 帅/将
xq-piece-advisor = 仕/士
xq-piece-elephant = 相/象
xq-piece-horse = 马
xq-piece-chariot = 车
xq-piece-cannon = 炮
xq-piece-soldier = 兵/卒
xq-the-general = 帅/将
xq-the-advisor = 仕/士
xq-the-elephant = 相/象
xq-the-horse = 马
xq-the-chariot = 车
xq-the-cannon = 炮
xq-the-soldier = 兵/卒

## 象棋着法不合规则的原因

xq-illegal-leaves-palace = { $piece }不能走出九宫
xq-illegal-general-step = 帅/将每次只能向上、下、左或右走一步
xq-illegal-advisor-step = 仕/士每次只能斜走一步
xq-illegal-elephant-step = 相/象必须斜走两步（走“田”字）
xq-illegal-elephant-river = 相/象不能过河
xq-illegal-elephant-blocked = 相/象被 { $square } 上的棋子塞了象眼
xq-illegal-horse-step = 马先直走一步，再向外斜走一步（走“日”字）
xq-illegal-horse-blocked = 马被 { $square } 上的棋子蹩了马腿
xq-illegal-not-straight = { $piece }只能沿横线或直线走
xq-illegal-path-blocked = { $piece }被 { $square } 上的棋子挡住
xq-illegal-cannon-screen = 炮吃子必须隔着恰好一个棋子（炮架）
xq-illegal-cannon-screens = 炮吃子必须隔着恰好一个棋子，但中间有 { $count } 个
xq-illegal-soldier-backward = 兵/卒永远不能后退
xq-illegal-soldier-sideways = 兵/卒过河以后才能横走
xq-illegal-soldier-step = 兵/卒每次只能走一步
xq-illegal-generals-face = 这会使帅和将见面
xq-illegal-still-in-check = 你正被将军，这步棋没有应将
xq-illegal-leaves-in-check = 走这步棋后你的帅/将会被将军（送将）

## 象棋着法文字无法读取的原因

xq-move-empty = 着法是空的：请写如 `h2e2`、`炮 h2 e2`、`C2.5` 或 `炮二平五`
xq-move-too-long = 这段文字太长，不是一步棋：请写如 `h2e2`、`C2.5` 或 `炮二平五`
xq-move-unknown-word = 我不认识 `{ $word }` 这个词：请写棋子名（general、advisor、elephant、horse、chariot、cannon、soldier，或 帅 仕 相 马 车 炮 兵）和交叉点如 h2 e2，或按 WXF 写如 C2.5
xq-move-unknown-word-suggest = 我不认识 `{ $word }` 这个词（你是想写 `{ $suggestion }` 吗？）：请写棋子名（general、advisor、elephant、horse、chariot、cannon、soldier，或 帅 仕 相 马 车 炮 兵）和交叉点如 h2 e2，或按 WXF 写如 C2.5
xq-move-bad-wxf = 无法把 `{ $text }` 读作 WXF 记法：请写棋子字母（K A E H R C P）、它所在的路（从你的右边数 1-9）、+（进）、-（退）或 .（平），再写走的步数或到达的路，例如 C2.5 或 H8+7；同一路上有两个同种棋子时：+C.5（前）或 -C.5（后）
xq-move-bad-chinese = 无法把 `{ $text }` 读作中文记法：请写棋子、它所在的路、进/進（向前）、退（向后）或 平（横走），再写走的步数或到达的路，例如 炮二平五 或 马8进7；同一路上有两个同种棋子时：前炮平四、后炮平四
xq-move-unreadable = 无法把 `{ $text }` 读作一步棋：请写如 `h2e2`、`炮 h2 e2`、`炮 e2`、`C2.5` 或 `炮二平五`
xq-move-no-piece-on-file = 你在第 { $file } 路没有{ $piece }（路从你的右边数起，1-9）
xq-move-not-in-tandem = 你没有两个{ $piece }在同一路上，所以“前”“后”没有意义：请改为写出它所在的路
xq-move-tandem-file-needed = 你的兵/卒在不止一路上前后相叠：请在字母后加上路，例如 +P7+1
xq-move-no-such-tandem = 你在那一路上只有 { $count } 个{ $piece }
xq-move-tandem-needed = 你在第 { $file } 路上不止一个{ $piece }能这样走：请在字母前用 +（前）或 -（后）指明，例如 +{ $letter }
xq-move-no-sideways = { $piece }不能横走：请用 +（进）或 -（退）加上到达的路
xq-move-same-file = 平着必须走到另一路，不能写棋子所在的路
xq-move-zero-steps = 进或退需要 1 到 9 的步数
xq-move-wrong-file = 第 { $from } 路的{ $piece }不能走到第 { $to } 路
xq-move-off-board = 这会让{ $piece }走出棋盘
xq-move-wrong-piece-empty = { $square } 上没有你的棋子
xq-move-ambiguous = 不止一个棋子能走到 { $square }（从 { $froms }）：请同时写出起点，例如 `{ $example }`
xq-move-no-kind-there = 你没有{ $piece }能走到 { $square }

## 对局复盘（引擎对已结束对局的评判，画成图片）
review-title = 对局复盘：{ $red } 对 { $other }
review-title-result = 对局复盘：{ $red } 对 { $other } · { $result }
review-accuracy = 准确率 { $percent }%
review-class-best = 最佳
review-class-good = 好棋
review-class-inaccuracy = 欠佳
review-class-mistake = 失误
review-class-blunder = 严重失误
review-swing = 最大转折：第 { $number } 回合
review-moment = { $number }. { $side }：{ $played }
review-better = 更好：{ $better }
review-better-win = 更好：{ $better }（{ $win }）
review-den-in = { $moves } 步入穴
review-mate-in = { $moves } 步杀
review-legend-played = 实战着法
review-legend-better = 更好的着法
review-no-mistakes = 没有欠佳、失误或严重失误。
review-ready = 引擎对对局 #{ $game } 的复盘：{ $red } 准确率 { $red_accuracy }%，{ $other } { $other_accuracy }%。
review-in-progress = 对局 #{ $game } 仍在进行：结束后才能复盘
review-busy = 引擎正在复盘本服务器的另一局：请一分钟后再试
review-no-game = 你在本服务器没有可以复盘的已结束对局；请给出对局号，例如 `/review 12`
review-failed = 对局 #{ $game } 无法复盘：{ $detail }
button-review = 复盘
# 棋盘下方的菜单，不用打字也能选着法。
menu-piece = 选择要走的棋子
menu-move = 把 { $square } 上的棋子走到…
menu-no-moves = 你在 { $square } 上的棋子不能走：请从菜单另选一个
# 对局的网页（qibot web）。
web-title = { $kind }对局 #{ $game }：{ $red } – { $blue }
web-rated = 计分，{ $time }
web-casual = 不计分，{ $time }
web-board-ply = 第 { $number } 回合，{ $side }走（第 { $ply } 步，共 { $plies } 步）
web-board-alt = 第 { $ply } 步之后的棋盘
web-moves = 着法
web-no-moves = 还没有走棋。
web-first = 开局
web-prev = 上一步
web-next = 下一步
web-last = 最新
web-flip = 翻转棋盘
web-download = 下载：
web-download-record = 棋谱
web-download-gif = 回放（GIF）
web-review = 形势评估（引擎复盘）：点击查看该步
web-live = 实时
web-offline = 正在重新连接…
web-rating = 等级分 { $rating }
web-unrated = 无等级分
web-bot = 机器人
web-not-found = 这里什么也没有。
web-keys = 方向键：上一步和下一步；Home 和 End：开局和最新。
web-game-active = #{ $game } { $kind }：{ $red } – { $blue }，第 { $number } 回合
web-leaderboard = { $kind }排行榜
web-outcome-won = 胜
web-outcome-lost = 负
web-outcome-drawn = 和
web-outcome-none = 无结果
web-server-title = 本服务器的对局
web-active = 进行中
web-no-active = 没有进行中的对局。
web-finished = 已结束的对局
web-no-finished = 还没有结束的对局。
web-col-rank = #
web-col-player = 棋手
web-col-rating = 等级分
web-col-games = 局数
web-col-record = 胜–和–负
web-newer = 上一页
web-older = 下一页
web-profile-title = { $name }（本服务器）
web-ratings = 等级分
web-rating-history = 等级分走势：{ $kind }
web-games = 对局
web-style = 棋子：
web-style-characters = 汉字
web-style-letters = 字母
web-style-pictograms = 图形
web-play-controls = 你的操作
web-play-you = 你执{ $side }（{ $name }）。
web-play-your-turn = 轮到你：点一个棋子，再点它要去的位置——或输入着法。
web-play-wait = 轮到对手走棋。
web-play-pick = 点这个棋子的一个标记位置，或点你的另一个棋子。
web-play-over = 对局已结束。
web-play-move-label = 输入着法：
web-play-move-example = { $game ->
    [xiangqi] 炮二平五、C2.5、h2e2
   *[other] 鼠 上、c3c4
}
web-play-send = 走棋
web-play-resign = 认输
web-play-resign-confirm = 确定认输吗？
web-play-resign-yes = 是，认输
web-play-resign-no = 不，继续
web-play-draw = 提和
web-play-takeback = 悔棋
web-play-hint = 提示
web-play-accept = 接受
web-play-decline = 拒绝
web-play-rematch = 再来一局
web-play-offered-draw = 对手提议和棋。
web-play-offered-takeback = 对手请求悔一步棋。
web-play-offering-draw = 你已提和，对手尚未回应。
web-play-offering-takeback = 你已请求悔棋，对手尚未回应。
web-play-time-up = 时间到。
web-play-sending = 发送中…
web-play-failed = 无法连接服务器，请重试。
web-play-expired = 这个下棋链接已过期。请重新获取：点对局棋盘下的“在网页上下棋”按钮，或使用 /网页 下棋。
web-play-not-player = 这个链接不属于本局的棋手。
web-play-watch = 观看链接不能下棋。要下棋，请获取你自己的链接：点对局棋盘下的“在网页上下棋”按钮，或使用 /网页 下棋。
web-play-bad-link = 这个链接无效（已更新、已关闭或输错了），请重新获取。
web-play-finished = 对局已结束，不能再走棋。
web-play-not-over = 只有对局结束后才能要求再来一局。
web-play-too-fast = 这个链接的请求太多，请稍等。
web-play-bad-request = 无法读取这个请求。
web-play-missing-field = 请求缺少字段 `{ $field }`，每步棋都必须带上它（走这步棋时的局面）。请刷新页面后重新走这步棋。

## Puzzles (the console's `puzzle`)
# 谜题的主题（谜题文件中的标识）。
puzzle-theme = { $theme ->
    [den] 兽穴
    [material] 得子
    [trap] 陷阱
    [sacrifice] 弃子
    [quiet-move] 静着
    [lion-jump] 狮跳
    [tiger-jump] 虎跳
    [rat-in-the-water] 水中鼠
    [advisor-mate] 仕/士杀
    [cannon-mate] 炮杀
    [chariot-mate] 车杀
    [horse-mate] 马杀
    [soldier-mate] 兵/卒杀
    [chariot-sacrifice] 弃车
    [win-cannon] 得炮
    [win-chariot] 得车
   *[other] { $theme }
}
puzzle-theme-in = { $what ->
    [den] { $moves } 步入穴
    [mate] { $moves } 步杀
    [stalemate] { $moves } 步困毙
   *[other] { $moves } 步{ $what }
}
puzzle-start = 谜题 { $id }（等级分 { $rating }；{ $themes }）：轮到你走，{ $moves } 步内{ $goal ->
    [material] 得子
   *[other] 取胜
}。输入你的着法；机器人负责防守。
puzzle-right = 正确！机器人应着 { $reply }。轮到你走。
puzzle-solved = 解开了！你的谜题等级分：{ $rating }（{ $change }）。
puzzle-wrong = 这步不对。答案：{ $solution }。你的谜题等级分：{ $rating }（{ $change }）。
puzzle-none = 这个游戏已经没有可以出的谜题了。
puzzle-hint = 提示：走你在 { $square } 的{ $piece }。再输入一次 `hint` 可以看到这步棋本身。
puzzle-hint-move = 提示：这步棋是 { $move }（`{ $canonical }`），输入它即可走出。看过这个提示后解开，谜题在你的等级分中按未解开计算。
puzzle-solved-shown = 解开了，但这步棋是提示给出的：按未解开计算。你的谜题等级分：{ $rating }（{ $change }）。
puzzle-given-up = 你放弃了。答案：{ $solution }。你的谜题等级分：{ $rating }（{ $change }）。
puzzle-help = 在这道谜题中，输入你的着法（例如 { $examples }），或者：hint（该走哪个棋子；再问一次：这步棋本身）、board（再看一次谜题的棋盘）、resign（放弃并查看答案）、quit（退出 qibot，你的对局会保存）。
puzzle-server-none = 本服务器还没有自己的{ $game }谜题：它们来自在这里下完的对局（至少 { $plies } 步），机器人会在其中寻找致胜局面。先下几盘再来，或者从内置题库中选一道谜题。
puzzle-not-a-move = 这里不是一步着法：请像对局时一样输入着法（例如 { $examples }）。
console-puzzle-not-for-puzzles = `{ $word }` 用于对局，不用于谜题：在这道谜题中请输入你的着法（例如 { $examples }），或者 hint、board、resign（放弃并查看答案）、help、quit。
puzzle-status = 谜题 { $id }：{ $side }走，{ $goal ->
    [material] 得子
   *[other] 取胜
}
puzzle-no-try = 你在这里没有进行中的谜题：用 /谜题 来获取一个。
puzzle-start-stats = { $start } 目前 { $tried } 次尝试中有 { $solved } 次解开。
profile-puzzles = { $profile } 谜题：等级分 { $rating }，解开 { $solved } 道，失败 { $failed } 道。

## 每日谜题（/dailypuzzle）
puzzle-daily-set = 每日{ $game }谜题将于每天 UTC { $time } 发布在 { $channel }。
puzzle-daily-bad-time = “{ $time }”不是时间：请按 24 小时制写成 HH:MM，UTC 时间（例如 18:00 或 07:30）。没有做任何更改。
puzzle-daily-off = 每日谜题已关闭：不再发布。
puzzle-daily-was-off = 本服务器没有可关闭的每日谜题。
puzzle-daily-post = **每日{ $game }谜题，{ $date }**：谜题 { $id }（等级分 { $rating }；{ $themes }），轮到你走，{ $moves } 步{ $goal ->
    [material] 得子
   *[other] 取胜
}。点“解题”来尝试；只有你能看到你的解答。
puzzle-daily-previous = { $date } 的谜题（{ $id }）：{ $solution }。{ $tried } 人中有 { $solved } 人解出。
puzzle-daily-post-after = { $previous }

{ $post }
puzzle-daily-solve = 解题
puzzle-daily-over = { $date } 的每日谜题已结束：已经发布了更新的谜题。
puzzle-daily-tried = 你已经尝试过谜题 { $id }：每位成员只能尝试一次。
puzzle-end-stats = { $end } 这道谜题：{ $tried } 次尝试中有 { $solved } 次解出（{ $percent }%）。
# Joins the items of a list (squares, themes, pieces): `, ` in English.
list-separator = 、
# A piece and a square as a move is typed: `dog c3`.
move-piece-square = { $piece } { $square }
