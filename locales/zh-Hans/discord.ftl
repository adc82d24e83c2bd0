# qibot 的斜杠命令在 Discord 中的样子，启动时从每个 locales 文件夹注册。
#
# cmd-<命令> 是命令名，cmd-<命令>-desc 是它的说明；cmd-<命令>-<选项> 和 cmd-<命令>-<选项>-desc
# 是选项的名称和说明，否则用 option-<选项> 和 option-<选项>-desc。
# 名称：1-32 个字符，小写，只含字母、数字、- 和 _；说明 1-100 个字符；选项值的标签 1-100 个字符。

## 命令

cmd-challenge = 挑战
cmd-challenge-desc = 在本频道向一位成员发起对局挑战
cmd-challenge-opponent = 对手
cmd-challenge-opponent-desc = 要挑战的成员
cmd-challenge-rated = 计分
cmd-challenge-rated-desc = 计分对局（会改变等级分）
cmd-play = 人机对战
cmd-play-desc = 在本频道和机器人下一局
cmd-play-level = 级别
cmd-play-level-desc = 机器人的级别
cmd-move = 走棋
cmd-move-desc = 在本频道的对局中走一步棋
cmd-move-move = 着法
cmd-move-move-desc = 着法：鼠 c3 c4、鼠 上、c3c4；象棋 h2e2、C2.5、炮二平五
cmd-accept = 接受
cmd-accept-desc = 接受这里向你发起的挑战，或对手的和棋提议或悔棋请求
cmd-decline = 拒绝
cmd-decline-desc = 拒绝这里向你发起的挑战（或撤回你的挑战），或对手的提议
cmd-notify = 通知
cmd-notify-desc = 轮到你走棋时是否提及你
cmd-notify-mentions = 提及
cmd-notify-mentions-desc = 开启：提及我；关闭：不提及
cmd-abort = 中止
cmd-abort-desc = 中止本频道的对局，无结果，不计分（管理员：管理消息）
cmd-resign = 认输
cmd-resign-desc = 在本频道的对局中认输
cmd-draw = 提和
cmd-draw-desc = 提议和棋，或同意对手的和棋提议
cmd-takeback = 悔棋
cmd-takeback-desc = 悔回你的上一步棋（请求对手同意；对机器人则立即悔棋）
cmd-hint = 提示
cmd-hint-desc = 建议一步棋（只有你看得到）
cmd-board = 棋盘
cmd-board-desc = 重新显示本频道的棋盘
cmd-games = 对局列表
cmd-games-desc = 列出本服务器正在进行的对局
cmd-leaderboard = 排行榜
cmd-leaderboard-desc = 本服务器等级分最高的棋手
cmd-profile = 个人资料
cmd-profile-desc = 一位成员的等级分和战绩
cmd-history = 历史
cmd-history-desc = 一位成员最近结束的对局
cmd-export = 导出
cmd-export-desc = 对局的文字记录：起始局面、着法、结果
cmd-export-id = 对局号
cmd-export-id-desc = 对局的编号
cmd-review = 复盘
cmd-review-desc = 引擎对已结束对局的复盘：形势曲线、失误、更好的着法
cmd-review-id = 对局号
cmd-review-id-desc = 对局的编号（默认：你最近结束的一局）
cmd-rules = 规则
cmd-rules-desc = 这里生效的规则和选项
cmd-help = 帮助
cmd-help-desc = 有哪些命令
cmd-language = 语言
cmd-language-desc = 设置本服务器对局消息的语言（管理服务器）
cmd-language-language = 语言
cmd-language-language-desc = 语言
cmd-style = 棋子样式
cmd-style-desc = 选择你的棋盘上棋子的画法：汉字、字母或图形
cmd-style-style = 样式
cmd-style-style-desc = 棋子样式（不填则显示你当前的样式）
cmd-mylanguage = 我的语言
cmd-mylanguage-desc = 选择只有你能看到的回复所用的语言，在所有服务器上有效（不填则显示你当前的选择）
cmd-mylanguage-language = 语言
cmd-mylanguage-language-desc = 你的语言；选 Discord 的语言则重新使用 Discord 的设置
cmd-defaultgame = 默认棋类
cmd-defaultgame-desc = 设置本服务器 /play 和 /challenge 未指定棋类时下的棋（管理服务器）
cmd-defaultgame-game-desc = 棋类

## 多个命令共用的选项

option-game = 棋类
option-game-desc = 棋类（默认：本服务器的默认棋类）
option-rules = 规则
option-rules-desc = 规则：斗兽棋 standard、traditional……；象棋 standard、asian、casual
option-clock = 用时
option-clock-desc = 用时：none、每步 90s、10m、10+5
option-colour = 颜色
option-colour-desc = 你的颜色：红方（先走）、蓝方（斗兽棋）、黑方（象棋）
option-member = 成员
option-member-desc = 成员（默认：你自己）

## 选项值（机器人的级别是 main.ftl 中的 level-*）

choice-game-jungle = 斗兽棋
choice-game-xiangqi = 象棋
choice-colour-red = 红方
choice-colour-blue = 蓝方
choice-colour-black = 黑方
choice-colour-random = 随机
choice-style-characters = 汉字
choice-style-letters = 字母
choice-style-pictograms = 图形
choice-puzzle-shipped = 内置题库
choice-puzzle-server = 本服务器的对局
choice-on = 开启
choice-off = 关闭
choice-language-auto = Discord 的语言（使用 Discord 的设置）

## 前端的回复

discord-bad-component = qibot 不认识这个按钮或菜单（它可能来自旧版的机器人）；请用 /board 重新显示对局的棋盘

## 网页（棋盘和回复上的链接；/web）

cmd-web = 网页
cmd-web-desc = 本服务器的网页：你在网页上下棋的链接，或服务器的链接
cmd-web-links = 链接
cmd-web-links-desc = 关闭、开启或更新本服务器网页的链接（管理服务器）
cmd-web-links-set = 设置
cmd-web-links-set-desc = 关闭：没有链接；开启：链接可用；更新：所有旧链接失效
cmd-web-play = 下棋
cmd-web-play-desc = 你在浏览器中下本频道对局的链接（只有你能看到）
choice-reset = 更新
discord-web-watch = 观看
discord-web-server = 服务器页面
discord-web-member = 个人页面
discord-web-off = 本服务器网页的链接已关闭：所有链接现在都显示“未找到”。
discord-web-on = 本服务器网页的链接已开启。
discord-web-reset = 本服务器网页的链接已更新：所有旧链接都已失效。
discord-web-unset = 这个机器人没有网页（未设置公开地址）。
discord-web-play = 在网页上下棋
discord-web-play-link = 你在浏览器中下第 { $game } 局的链接，只有你能看到。它将于 <t:{ $expires }:R> 失效，之后请重新获取。
discord-web-play-none = 你没有在这个频道下棋，所以没有下棋链接。
discord-web-play-off = 本服务器网页的链接已关闭：服务器管理员可以用 /网页 链接 重新开启。

## 谜题

cmd-puzzle = 谜题
cmd-puzzle-desc = 一道接近你谜题等级分的谜题：找出致胜着法，机器人负责防守
cmd-puzzle-public = 公开
cmd-puzzle-public-desc = 在频道里解题，所有人可见（默认：只有你能看到）

## 每日谜题（/dailypuzzle）

cmd-dailypuzzle = 每日谜题
cmd-dailypuzzle-desc = 本服务器的每日谜题：每天定时发布在一个频道里（管理服务器）
cmd-dailypuzzle-set = 设置
cmd-dailypuzzle-set-desc = 每天在指定时间（UTC）把当天的谜题发布到一个频道（管理服务器）
cmd-dailypuzzle-set-channel = 频道
cmd-dailypuzzle-set-channel-desc = 发布谜题的频道
cmd-dailypuzzle-set-time = 时间
cmd-dailypuzzle-set-time-desc = 每天的时间，24 小时制 HH:MM，UTC（例如 18:00）
cmd-dailypuzzle-off = 关闭
cmd-dailypuzzle-off-desc = 停止发布每日谜题（管理服务器）
cmd-puzzle-from = 来源
cmd-puzzle-from-desc = 谜题的来源（默认：内置题库）
